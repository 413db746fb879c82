// The service radius: a labelled 5 to 100 mile slider in 5-mile steps that shows its value.
import { useId } from 'react';
import {
  SERVICE_RADIUS_MAX_MILES,
  SERVICE_RADIUS_MIN_MILES,
  SERVICE_RADIUS_STEP_MILES,
} from '../../../../../shared/schemas/provider-settings';

interface RadiusSliderProps {
  miles: number;
  onChange: (miles: number) => void;
  error?: string;
}

export function RadiusSlider({ miles, onChange, error }: RadiusSliderProps) {
  const id = useId();
  return (
    <div className="field radius-slider">
      <div className="radius-slider__head">
        <label className="field-label" htmlFor={id}>
          Service radius
        </label>
        <output htmlFor={id} className="radius-slider__value">
          {miles} miles
        </output>
      </div>
      <input
        id={id}
        type="range"
        name="serviceRadius"
        className="radius-slider__input"
        min={SERVICE_RADIUS_MIN_MILES}
        max={SERVICE_RADIUS_MAX_MILES}
        step={SERVICE_RADIUS_STEP_MILES}
        value={miles}
        aria-valuetext={`${miles} miles`}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="radius-slider__scale" aria-hidden="true">
        <span>{SERVICE_RADIUS_MIN_MILES} mi</span>
        <span>{SERVICE_RADIUS_MAX_MILES} mi</span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
