// A list's search box: a labelled search input whose text the list sends to the server (debounced
// by the list, so a page is asked for once the typing stops, not on every key).
import { useId } from 'react';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

export function SearchBox({ label, placeholder, value, onChange, className }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="text-input"
        placeholder={placeholder}
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
