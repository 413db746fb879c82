// A size's availability on the fixed 20-unit scale, as a meter screen readers read in words.
import { INVENTORY_BAR_SCALE, availabilityLevel } from './inventory-levels';

export function AvailabilityBar({ available, size }: { available: number; size: number }) {
  const level = availabilityLevel(available);
  return (
    <div
      className="availability-bar"
      role="meter"
      aria-label={`${size}-yard availability`}
      aria-valuemin={0}
      aria-valuemax={INVENTORY_BAR_SCALE}
      aria-valuenow={Math.min(available, INVENTORY_BAR_SCALE)}
      aria-valuetext={level.text}
    >
      <span className={`availability-bar__fill availability-bar__fill--${level.tone}`} style={{ width: `${level.percent}%` }} />
    </div>
  );
}
