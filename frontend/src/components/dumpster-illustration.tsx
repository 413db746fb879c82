// The project's own drawing of a roll-off of each size (public/images/dumpsters/): decoration beside
// text that names the size, so it carries no alternative text of its own.
import type { CustomerSize } from '../../../shared/dumpster-sizes';

export function DumpsterIllustration({ size, className }: { size: CustomerSize; className?: string }) {
  return <img className={className} src={`/images/dumpsters/roll-off-${size}.svg`} alt="" width={320} height={200} loading="lazy" />;
}
