// The editable part of the inventory: totals per size and the types offered, saved together with
// the profile's updatedAt the page was loaded from, so a save from a stale page (another tab saved
// meanwhile) is refused with 409 instead of overwriting; after a save the new updatedAt is the base
// of the next one. The success banner clears itself after a few seconds; a refusal stays until the
// next save, and a 409 offers Reload, which refills the editor from the stored inventory.
import { useEffect, useState, type FormEvent } from 'react';
import { DUMPSTER_TYPES, type DumpsterType } from '../../../../../shared/constants';
import { PROVIDER_PORTAL_MESSAGES, type InventoryKey, type InventoryView } from '../../../../../shared/schemas/provider-portal';
import { isApiError } from '../../../lib/api-error';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useSaveInventory } from '../provider-api';
import { DumpsterTypeToggles } from './dumpster-type-toggles';
import { checkDraft, draftOf, saveFailureMessage, type DraftCheck, type InventoryDraft } from './inventory-levels';
import { InventoryTable } from './inventory-table';

export const SAVED_BANNER_MS = 3000;

export function InventoryEditor({ view, onReload }: { view: InventoryView; onReload: () => void }) {
  const save = useSaveInventory();
  const [draft, setDraft] = useState<InventoryDraft>(() => draftOf(view.totals));
  const [types, setTypes] = useState<DumpsterType[]>(view.dumpsterTypes);
  // The profile this editor was filled from: a save from an older one is refused with 409.
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(view.updatedAt);
  const [errors, setErrors] = useState<NonNullable<DraftCheck['errors']>>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  function change(key: InventoryKey, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function toggle(type: DumpsterType) {
    // Kept in the shared order, so the saved list does not depend on the clicking order.
    setTypes((current) => DUMPSTER_TYPES.filter((each) => (each === type ? !current.includes(each) : current.includes(each))));
    setErrors(({ dumpsterTypes: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const checked = checkDraft(draft, types, baseUpdatedAt);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.update, {
      onSuccess: (next) => {
        setDraft(draftOf(next.totals));
        setTypes(next.dumpsterTypes);
        setBaseUpdatedAt(next.updatedAt);
        setSaved(true);
      },
    });
  }

  const invalid = Object.keys(errors).length > 0;
  return (
    <form className="card inventory-section" aria-labelledby="inventory-levels-title" noValidate onSubmit={submit}>
      <h2 id="inventory-levels-title" className="inventory-section__title">
        Inventory Levels
      </h2>
      <p className="field-hint">
        Set how many dumpsters of each size you own. In Use and Available are for today, {formatCalendarDate(view.today)}: dumpsters
        out on rental or held for a customer paying right now count as in use. The bar fills at 20 available; red means few are left.
      </p>
      {view.overview.totalDumpsters === 0 && (
        <p className="notice inventory-notice--info inventory-banner">You have no dumpsters listed yet. Enter your totals below and save.</p>
      )}
      <InventoryTable view={view} draft={draft} errors={errors} disabled={save.isPending} onChange={change} />
      <DumpsterTypeToggles selected={types} error={errors.dumpsterTypes} disabled={save.isPending} onToggle={toggle} />
      <div role="status" aria-live="polite">
        {saved && <p className="notice notice--success inventory-banner">{PROVIDER_PORTAL_MESSAGES.inventoryUpdated}</p>}
      </div>
      {save.isError && !invalid && (
        <div className="inventory-banner">
          <p className="inline-error" role="alert">
            {saveFailureMessage(save.error.message)}
          </p>
          {isApiError(save.error, 409) && (
            <button type="button" className="button button--ghost button--small" onClick={onReload}>
              Reload
            </button>
          )}
        </div>
      )}
      {invalid && (
        <p className="inline-error inventory-banner" role="alert">
          Please fix the highlighted fields before saving.
        </p>
      )}
      <div className="inventory-editor__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
