// A provider's logo, or its initials when it has none, so cards keep their shape either way.
import './provider-avatar.css';

interface ProviderAvatarProps {
  name: string;
  logoUrl?: string;
  size?: 'small' | 'large';
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function ProviderAvatar({ name, logoUrl, size = 'small' }: ProviderAvatarProps) {
  const className = `provider-avatar provider-avatar--${size}`;
  if (logoUrl) return <img className={className} src={logoUrl} alt={`${name} logo`} width={56} height={56} />;
  return (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
