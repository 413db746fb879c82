// /provider/pricing: the base rate per yard, the delivery and swap fees, each stocked size's own
// prices (per rental length or from the rate; tons included; extra day and extra ton), and the four
// add-ons with their prices, with a live preview of what customers pay for a standard order. The
// shared schema (providerPricingUpdateSchema) checks the form; shared/pricing.ts prices the preview.
import { useId, useMemo } from 'react';
import { PROVIDER_ADD_ONS } from '../../../../../shared/constants';
import { lengthLabel, sizeKey, STANDARD_RENTAL_DAYS } from '../../../../../shared/pricing';
import type { ProviderProfile } from '../../../../../shared/schemas/provider';
import {
  BASE_RATE_STEP_CENTS,
  DELIVERY_FEE_STEP_CENTS,
  PROVIDER_SETTINGS_MESSAGES,
  providerPricingInputSchema,
  providerPricingUpdateSchema,
} from '../../../../../shared/schemas/provider-settings';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ProviderProfileGate } from '../profile/provider-profile-gate';
import { SettingsNotice, useSettingsForm } from '../settings/use-settings-form';
import { AddOnPriceRow } from './add-on-price-row';
import { PricePreviewTable } from './price-preview-table';
import { useSavePricing } from './pricing-api';
import { pricingFormValues, pricingOfForm, type SizeFormValues } from './pricing-form-values';
import { SizePricingFields } from './size-pricing-fields';
import './pricing.css';

function PricingTips() {
  return (
    <aside className="card pricing-tips" aria-labelledby="pricing-tips-title">
      <h2 id="pricing-tips-title">Tips</h2>
      <ul>
        <li>Search compares providers offering the same size, length and add-ons, cheapest total first: a lower delivery fee moves every size up the list.</li>
        <li>Haulers usually include 1 ton per 10 yards; say what you include so customers compare like with like.</li>
        <li>Check a few nearby competitors in search for the sizes you rent most.</li>
        <li>Offer add-ons you can always deliver on; Same-Day Delivery is the one customers filter by most.</li>
      </ul>
    </aside>
  );
}

function PricingForm({ profile, onReload }: { profile: ProviderProfile; onReload: () => void }) {
  const save = useSavePricing();
  const form = useSettingsForm({
    schema: providerPricingUpdateSchema,
    // With the profile this form was filled from: a save from an older one is refused with 409.
    initialValues: { ...pricingFormValues(profile), expectedUpdatedAt: profile.updatedAt },
    toInput: (values) => ({
      pricing: pricingOfForm(values),
      addOns: values.addOns,
      observesFederalHolidays: values.observesFederalHolidays,
      expectedUpdatedAt: values.expectedUpdatedAt,
    }),
    mutation: save,
    onSuccess: (saved) => form.set('expectedUpdatedAt', saved.updatedAt),
    savedText: PROVIDER_SETTINGS_MESSAGES.pricingSaved,
    failedText: (reason) => `${PROVIDER_SETTINGS_MESSAGES.pricingSaveFailedPrefix}${reason}`,
  });
  const { values, errors } = form;
  const noticeId = useId();

  const pricing = useMemo(() => pricingOfForm(values), [values]);
  const validPricing = providerPricingInputSchema.safeParse(pricing).success ? pricing : undefined;

  function changeSize(sizeYards: number, next: Partial<SizeFormValues>, errorKey: string) {
    const key = sizeKey(sizeYards);
    form.set('sizes', { ...values.sizes, [key]: { ...values.sizes[key]!, ...next } }, errorKey);
  }

  return (
    <form {...form.formProps} className="pricing-layout" aria-describedby={form.notice?.tone === 'error' ? noticeId : undefined}>
      <div className="pricing-layout__main">
        <SettingsNotice id={noticeId} form={form} onReload={onReload} />
        <section className="card pricing-section" aria-labelledby="base-pricing-title">
          <h2 id="base-pricing-title">Base pricing</h2>
          <div className="form-grid form-grid--two">
            <TextField
              label="Base rate per yard ($ per day)"
              name="baseRate"
              type="number"
              inputMode="decimal"
              min={0}
              step={BASE_RATE_STEP_CENTS / 100}
              value={values.baseRate}
              error={errors['pricing.baseRatePerYardCents']}
              hint="In steps of $0.50. Sizes priced from it: a 20-yard dumpster for a week costs 5 days × 20 yards × this rate."
              onChange={(event) => form.set('baseRate', event.target.value, 'pricing.baseRatePerYardCents')}
            />
            <TextField
              label="Delivery fee ($)"
              name="deliveryFee"
              type="number"
              inputMode="decimal"
              min={0}
              step={DELIVERY_FEE_STEP_CENTS / 100}
              value={values.deliveryFee}
              error={errors['pricing.deliveryFeeCents']}
              hint="Whole dollars, charged once per rental."
              onChange={(event) => form.set('deliveryFee', event.target.value, 'pricing.deliveryFeeCents')}
            />
            <TextField
              label="Swap fee ($)"
              name="swapFee"
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              value={values.swapFee}
              error={errors['pricing.swapFeeCents']}
              hint="Taking a full dumpster away and leaving an empty one."
              onChange={(event) => form.set('swapFee', event.target.value, 'pricing.swapFeeCents')}
            />
          </div>
        </section>
        <section className="card pricing-section" aria-labelledby="size-pricing-title">
          <h2 id="size-pricing-title">Prices by size</h2>
          <p className="pricing-section__lead">
            For each size you stock: what a rental costs and what it includes. Your listings of a size show these prices.
          </p>
          {values.stockedSizes.length === 0 && <p>You have no dumpsters in stock yet: add them on your Inventory page.</p>}
          {values.stockedSizes.map((sizeYards) => (
            <SizePricingFields
              key={sizeYards}
              sizeYards={sizeYards}
              values={values.sizes[sizeKey(sizeYards)]!}
              errors={errors}
              onChange={(next, errorKey) => changeSize(sizeYards, next, errorKey)}
            />
          ))}
        </section>
        <section className="card pricing-section" aria-labelledby="add-ons-title">
          <h2 id="add-ons-title">Add-on services</h2>
          <p className="pricing-section__lead">Turn on the extras you offer; customers can add them when they book.</p>
          <ul className="add-on-list">
            {PROVIDER_ADD_ONS.map((addOn) => (
              <AddOnPriceRow
                key={addOn}
                addOn={addOn}
                offered={values.addOns[addOn]}
                price={values.addOnPrices[addOn]}
                error={errors[`pricing.addOnPricesCents.${addOn}`]}
                onToggle={(offered) => form.set('addOns', { ...values.addOns, [addOn]: offered }, `addOns.${addOn}`)}
                onPriceChange={(price) => form.set('addOnPrices', { ...values.addOnPrices, [addOn]: price }, `pricing.addOnPricesCents.${addOn}`)}
              />
            ))}
          </ul>
        </section>
        <section className="card pricing-section" aria-labelledby="delivery-days-title">
          <h2 id="delivery-days-title">Delivery days</h2>
          <label className="checkbox">
            <input
              type="checkbox"
              name="observesFederalHolidays"
              checked={values.observesFederalHolidays}
              aria-describedby="federal-holidays-hint"
              onChange={(event) => form.set('observesFederalHolidays', event.target.checked)}
            />
            <span>No deliveries on US federal holidays</span>
          </label>
          <p id="federal-holidays-hint" className="pricing-section__lead">
            Customers cannot book a delivery on New Year&apos;s Day, Martin Luther King Jr. Day, Presidents&apos; Day, Memorial Day,
            Juneteenth, Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving or Christmas (on the days they are observed).
          </p>
        </section>
        <button type="submit" className="button button--primary pricing-save" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save Pricing'}
        </button>
      </div>
      <div className="pricing-layout__side">
        <section className="card pricing-preview" aria-labelledby="pricing-preview-title">
          <h2 id="pricing-preview-title">Price preview</h2>
          <p className="pricing-section__lead">
            What a customer pays for a standard order: {lengthLabel(STANDARD_RENTAL_DAYS)}, delivered, before add-ons.
          </p>
          <PricePreviewTable pricing={validPricing} addOns={values.addOns} sizes={values.stockedSizes} />
        </section>
        <PricingTips />
      </div>
    </form>
  );
}

export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <div className="container page">
      <h1>Pricing</h1>
      <p className="page__lead">Set the prices customers see when they search your service area.</p>
      <ProviderProfileGate>
        {(profile, generation, reload) => <PricingForm key={generation} profile={profile} onReload={reload} />}
      </ProviderProfileGate>
    </div>
  );
}
