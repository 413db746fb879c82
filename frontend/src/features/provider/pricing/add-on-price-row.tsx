// One add-on: its on/off toggle and its price, which is disabled while the add-on is off (the price
// is kept and saved, so switching it back on restores it).
import { PROVIDER_ADD_ON_LABELS, type ProviderAddOn } from '../../../../../shared/constants';
import { ADD_ON_PRICE_LABELS } from '../../../../../shared/schemas/provider-settings';
import { TextField } from '../../../components/form-field';

interface AddOnPriceRowProps {
  addOn: ProviderAddOn;
  offered: boolean;
  price: string;
  error?: string;
  onToggle: (offered: boolean) => void;
  onPriceChange: (price: string) => void;
}

export function AddOnPriceRow({ addOn, offered, price, error, onToggle, onPriceChange }: AddOnPriceRowProps) {
  return (
    <li className={`add-on-row${offered ? '' : ' add-on-row--off'}`}>
      <label className="checkbox add-on-row__toggle">
        <input type="checkbox" name={`${addOn}Offered`} checked={offered} onChange={(event) => onToggle(event.target.checked)} />
        <span>{PROVIDER_ADD_ON_LABELS[addOn]}</span>
      </label>
      <div className="add-on-row__price">
        <TextField
          label={`${ADD_ON_PRICE_LABELS[addOn]} ($)`}
          name={`${addOn}Price`}
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
          value={price}
          disabled={!offered}
          error={error}
          onChange={(event) => onPriceChange(event.target.value)}
        />
      </div>
    </li>
  );
}
