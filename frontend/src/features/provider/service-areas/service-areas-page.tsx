// /provider/service-areas: the primary ZIPs and the radius around them, with the area they cover
// (calculated by the API as the choice changes) listed and drawn on a map, and saved together.
import { useCallback, useMemo, useState } from 'react';
import type { ProviderProfile } from '../../../../../shared/schemas/provider';
import {
  PROVIDER_SETTINGS_MESSAGES,
  SERVICE_RADIUS_DEFAULT_MILES,
  serviceAreasUpdateSchema,
  type ServiceAreaInput,
} from '../../../../../shared/schemas/provider-settings';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { ProviderProfileGate } from '../profile/provider-profile-gate';
import { failureOutcome, SaveOutcomeBanner, useSaveOutcome } from '../profile/save-outcome';
import { CoveredZipList } from './covered-zip-list';
import { PrimaryZipEditor, type ZipPlace } from './primary-zip-editor';
import { RadiusSlider } from './radius-slider';
import { ServiceAreaMap } from './service-area-map';
import { useSaveServiceAreas, useServiceAreaPreview } from './service-areas-api';
import { useDebouncedValue } from './use-debounced-value';
import './service-areas.css';

export const PREVIEW_DEBOUNCE_MS = 300;

const sameChoice = (a: ServiceAreaInput, b: ServiceAreaInput) =>
  a.serviceRadius === b.serviceRadius && a.primaryZipCodes.join() === b.primaryZipCodes.join();

function ServiceAreasForm({ profile, onReload }: { profile: ProviderProfile; onReload: () => void }) {
  const save = useSaveServiceAreas();
  const [zipCodes, setZipCodes] = useState<string[]>(profile.primaryZipCodes);
  const [radius, setRadius] = useState(profile.serviceRadius || SERVICE_RADIUS_DEFAULT_MILES);
  const [lookedUp, setLookedUp] = useState<Record<string, ZipPlace>>({});
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(profile.updatedAt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, showOutcome] = useSaveOutcome();

  const choice = useMemo(() => ({ primaryZipCodes: zipCodes, serviceRadius: radius }), [zipCodes, radius]);
  const settled = useDebouncedValue(choice, PREVIEW_DEBOUNCE_MS, sameChoice);
  const preview = useServiceAreaPreview(settled.primaryZipCodes.length > 0 ? settled : undefined);
  const area = settled.primaryZipCodes.length > 0 ? preview.data : undefined;
  const calculating = preview.isFetching || !sameChoice(choice, settled);

  const places = useMemo(() => {
    const known: Record<string, ZipPlace> = {};
    for (const zip of area?.primary ?? []) known[zip.zipCode] = zip;
    return { ...known, ...lookedUp };
  }, [area, lookedUp]);

  const addZip = useCallback((zipCode: string, place: ZipPlace) => {
    setZipCodes((current) => [...current, zipCode]);
    setLookedUp((current) => ({ ...current, [zipCode]: place }));
    setErrors({});
  }, []);

  async function submit() {
    if (save.isPending) return;
    showOutcome(undefined);
    const parsed = serviceAreasUpdateSchema.safeParse({ primaryZipCodes: zipCodes, serviceRadius: radius, expectedUpdatedAt: baseUpdatedAt });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setBaseUpdatedAt(saved.updatedAt);
      showOutcome({ kind: 'saved', text: PROVIDER_SETTINGS_MESSAGES.serviceAreasSaved });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      showOutcome(failureOutcome(error, (reason) => `${PROVIDER_SETTINGS_MESSAGES.serviceAreasSaveFailed}: ${reason}`));
    }
  }

  return (
    <div className="service-areas-layout">
      <div className="service-areas-layout__controls">
        <SaveOutcomeBanner outcome={outcome} onReload={onReload} />
        <section className="card service-areas-section" aria-labelledby="primary-zips-title">
          <h2 id="primary-zips-title">Primary ZIP codes</h2>
          <p className="service-areas-section__lead">The ZIPs your trucks start from. You serve every ZIP within the radius of any of them.</p>
          <PrimaryZipEditor
            zipCodes={zipCodes}
            places={places}
            onAdd={addZip}
            onRemove={(zipCode) => {
              setZipCodes((current) => current.filter((zip) => zip !== zipCode));
              setErrors({});
            }}
          />
          {errors.primaryZipCodes && (
            <p className="field-error" role="alert">
              {errors.primaryZipCodes}
            </p>
          )}
        </section>
        <section className="card service-areas-section" aria-labelledby="radius-title">
          <h2 id="radius-title">How far you deliver</h2>
          <RadiusSlider
            miles={radius}
            error={errors.serviceRadius}
            onChange={(miles) => {
              setRadius(miles);
              setErrors(({ serviceRadius: _fixed, ...rest }) => rest);
            }}
          />
        </section>
        <button type="button" className="button button--primary service-areas-save" disabled={save.isPending} onClick={() => void submit()}>
          {save.isPending ? 'Saving...' : 'Save Service Areas'}
        </button>
      </div>
      <section className="card service-areas-section coverage" aria-labelledby="coverage-title" aria-busy={calculating}>
        <div className="coverage__head">
          <h2 id="coverage-title">Calculated area</h2>
          <p className="coverage__status" role="status">
            {calculating && zipCodes.length > 0 ? 'Calculating…' : ''}
          </p>
        </div>
        <ServiceAreaMap primary={area?.primary ?? []} covered={area?.covered ?? []} radiusMiles={settled.serviceRadius} total={area?.total ?? 0} />
        {preview.isError && settled.primaryZipCodes.length > 0 && (
          <p className="inline-error" role="alert">
            {preview.error.message}
          </p>
        )}
        {area && <CoveredZipList preview={area} />}
      </section>
    </div>
  );
}

export function ServiceAreasPage() {
  useDocumentTitle('Service Areas');
  return (
    <div className="container page">
      <h1>Service Areas</h1>
      <p className="page__lead">Choose where you deliver. Customers searching any ZIP in your area find your business.</p>
      <ProviderProfileGate>
        {(profile, generation, reload) => <ServiceAreasForm key={generation} profile={profile} onReload={reload} />}
      </ProviderProfileGate>
    </div>
  );
}
