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
import { ProviderProfileGate } from '../profile/provider-profile-gate';
import { SettingsNotice, useSettingsForm } from '../settings/use-settings-form';
import { CoveredZipList } from './covered-zip-list';
import { PrimaryZipEditor, type ZipPlace } from './primary-zip-editor';
import { RadiusSlider } from './radius-slider';
import { ServiceAreaMap } from './service-area-map';
import { useSaveServiceAreas, useServiceAreaPreview } from './service-areas-api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import './service-areas.css';

export const PREVIEW_DEBOUNCE_MS = 300;

const sameChoice = (a: ServiceAreaInput, b: ServiceAreaInput) =>
  a.serviceRadius === b.serviceRadius && a.primaryZipCodes.join() === b.primaryZipCodes.join();

function ServiceAreasForm({ profile, onReload }: { profile: ProviderProfile; onReload: () => void }) {
  const save = useSaveServiceAreas();
  const form = useSettingsForm({
    schema: serviceAreasUpdateSchema,
    initialValues: {
      primaryZipCodes: profile.primaryZipCodes,
      serviceRadius: profile.serviceRadius || SERVICE_RADIUS_DEFAULT_MILES,
      // The profile this form was filled from: a save from an older one is refused with 409.
      expectedUpdatedAt: profile.updatedAt,
    },
    mutation: save,
    onSuccess: (saved) => form.set('expectedUpdatedAt', saved.updatedAt),
    savedText: PROVIDER_SETTINGS_MESSAGES.serviceAreasSaved,
    failedText: (reason) => `${PROVIDER_SETTINGS_MESSAGES.serviceAreasSaveFailed}: ${reason}`,
  });
  const { values, errors, set } = form;
  const zipCodes = values.primaryZipCodes;
  // The city and state of the ZIPs added here, until the preview knows them.
  const [lookedUp, setLookedUp] = useState<Record<string, ZipPlace>>({});

  const choice = useMemo(() => ({ primaryZipCodes: zipCodes, serviceRadius: values.serviceRadius }), [zipCodes, values.serviceRadius]);
  const settled = useDebouncedValue(choice, PREVIEW_DEBOUNCE_MS, sameChoice);
  const preview = useServiceAreaPreview(settled.primaryZipCodes.length > 0 ? settled : undefined);
  const area = settled.primaryZipCodes.length > 0 ? preview.data : undefined;
  const calculating = preview.isFetching || !sameChoice(choice, settled);

  const places = useMemo(() => {
    const known: Record<string, ZipPlace> = {};
    for (const zip of area?.primary ?? []) known[zip.zipCode] = zip;
    return { ...known, ...lookedUp };
  }, [area, lookedUp]);

  const addZip = useCallback(
    (zipCode: string, place: ZipPlace) => {
      set('primaryZipCodes', [...zipCodes, zipCode]);
      setLookedUp((current) => ({ ...current, [zipCode]: place }));
    },
    [set, zipCodes],
  );

  const zipsError = errors.primaryZipCodes ?? Object.entries(errors).find(([key]) => key.startsWith('primaryZipCodes.'))?.[1];

  return (
    <div className="service-areas-layout">
      <div className="service-areas-layout__controls">
        <SettingsNotice form={form} onReload={onReload} />
        <section className="card service-areas-section" aria-labelledby="primary-zips-title">
          <h2 id="primary-zips-title">Primary ZIP codes</h2>
          <p className="service-areas-section__lead">The ZIPs your trucks start from. You serve every ZIP within the radius of any of them.</p>
          <PrimaryZipEditor
            zipCodes={zipCodes}
            places={places}
            onAdd={addZip}
            onRemove={(zipCode) =>
              set(
                'primaryZipCodes',
                zipCodes.filter((zip) => zip !== zipCode),
              )
            }
          />
          {zipsError && (
            <p className="field-error" role="alert">
              {zipsError}
            </p>
          )}
        </section>
        <section className="card service-areas-section" aria-labelledby="radius-title">
          <h2 id="radius-title">How far you deliver</h2>
          <RadiusSlider
            miles={values.serviceRadius}
            error={errors.serviceRadius}
            onChange={(miles) => set('serviceRadius', miles)}
          />
        </section>
        <button type="button" className="button button--primary service-areas-save" disabled={form.busy} onClick={form.submit}>
          {form.busy ? 'Saving...' : 'Save Service Areas'}
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
