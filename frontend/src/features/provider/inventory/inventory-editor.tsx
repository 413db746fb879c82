// The editable part of the inventory: totals per size and the types offered, saved together with
// the profile's updatedAt the page was loaded from, so a save from a stale page (another tab saved
// meanwhile) is refused with 409 instead of overwriting; after a save the new updatedAt is the base
// of the next one. The success banner clears itself after a few seconds; a refusal stays until the
// next save, and a 409 offers Reload, which refills the editor from the stored inventory.
import { DUMPSTER_TYPES, type DumpsterType } from '../../../../../shared/constants';
import {
  INVENTORY_KEYS,
  inventoryUpdateSchema,
  PROVIDER_PORTAL_MESSAGES,
  type InventoryKey,
  type InventoryView,
} from '../../../../../shared/schemas/provider-portal';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useSaveInventory } from '../provider-api';
import { useSettingsForm } from '../settings/use-settings-form';
import { DumpsterTypeToggles } from './dumpster-type-toggles';
import { draftOf, inventoryInputOf, saveFailureMessage, type InventoryDraft } from './inventory-levels';
import { InventoryTable } from './inventory-table';

interface InventoryFormValues {
  draft: InventoryDraft;
  types: DumpsterType[];
  /** The profile's updatedAt this editor was filled from: a save from an older one is refused with 409. */
  expectedUpdatedAt: string;
}

const valuesOf = (view: InventoryView): InventoryFormValues => ({
  draft: draftOf(view.totals),
  types: view.dumpsterTypes,
  expectedUpdatedAt: view.updatedAt,
});

export function InventoryEditor({ view, onReload }: { view: InventoryView; onReload: () => void }) {
  const save = useSaveInventory();
  const form = useSettingsForm({
    schema: inventoryUpdateSchema,
    initialValues: valuesOf(view),
    toInput: ({ draft, types, expectedUpdatedAt }) => inventoryInputOf(draft, types, expectedUpdatedAt),
    mutation: save,
    onSuccess: (next) => form.reset(valuesOf(next)),
    savedText: PROVIDER_PORTAL_MESSAGES.inventoryUpdated,
    failedText: saveFailureMessage,
  });
  const { values, errors, notice } = form;
  const invalid = Object.keys(errors).length > 0;
  const countErrors = Object.fromEntries(INVENTORY_KEYS.map((key) => [key, errors[`dumpsterInventory.${key}`]]));

  function change(key: InventoryKey, value: string) {
    form.set('draft', { ...values.draft, [key]: value }, `dumpsterInventory.${key}`);
  }

  function toggle(type: DumpsterType) {
    // Kept in the shared order, so the saved list does not depend on the clicking order.
    const types = DUMPSTER_TYPES.filter((each) => (each === type ? !values.types.includes(each) : values.types.includes(each)));
    form.set('types', types, 'dumpsterTypes');
  }

  return (
    <form {...form.formProps} className="card inventory-section" aria-labelledby="inventory-levels-title">
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
      <InventoryTable view={view} draft={values.draft} errors={countErrors} disabled={form.busy} onChange={change} />
      <DumpsterTypeToggles selected={values.types} error={errors.dumpsterTypes} disabled={form.busy} onToggle={toggle} />
      <div role="status" aria-live="polite">
        {notice?.tone === 'success' && <p className="notice notice--success inventory-banner">{notice.text}</p>}
      </div>
      {notice?.tone === 'error' && !invalid && (
        <div className="inventory-banner">
          <p className="inline-error" role="alert">
            {notice.text}
          </p>
          {form.conflict && (
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
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
