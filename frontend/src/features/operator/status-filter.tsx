// The segmented status filter each list of the console has.

interface StatusFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

/** A segmented control: toggle buttons in a labelled group, the current one pressed. */
export function StatusFilter<T extends string>({ label, options, labels, value, onChange }: StatusFilterProps<T>) {
  return (
    <div role="group" aria-label={label} className="segmented">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="segmented__option"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
