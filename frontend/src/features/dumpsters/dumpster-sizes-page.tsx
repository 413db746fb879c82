// /dumpsters: the size guide. Every size a customer can book with its dimensions, what it holds,
// the weight usually included and the projects it suits, each with a way to search for it; then
// the dumpster types. The facts are shared/dumpster-sizes.ts, the same as the landing page's.
import { Link } from 'react-router-dom';
import { CUSTOMER_SIZES } from '../../../../shared/constants';
import { dimensionsLabel, SIZE_FACTS, TYPE_GUIDE } from '../../../../shared/dumpster-sizes';
import { useDocumentTitle } from '../../components/use-document-title';
import { DumpsterIllustration } from '../../components/dumpster-illustration';
import './dumpsters.css';

export function DumpsterSizesPage() {
  useDocumentTitle('Dumpster Sizes');
  return (
    <div className="container page">
      <h1>Dumpster sizes</h1>
      <p className="page__lead">
        Sizes are measured in cubic yards of debris. Not sure which one? Pick the one whose projects look like yours; a size up
        costs less than a second haul.
      </p>
      <ul className="size-guide" aria-label="Dumpster sizes">
        {CUSTOMER_SIZES.map((size) => {
          const facts = SIZE_FACTS[size];
          return (
            <li key={size} className="card size-guide__card" aria-labelledby={`size-${size}`}>
              <DumpsterIllustration size={size} className="size-guide__picture" />
              <div className="size-guide__body">
                <h2 id={`size-${size}`} className="size-guide__title">
                  {size} Yard Dumpster
                </h2>
                <p className="size-guide__uses">{facts.uses}</p>
                <dl className="size-guide__facts">
                  <div>
                    <dt>Dimensions</dt>
                    <dd>{dimensionsLabel(size)}</dd>
                  </div>
                  <div>
                    <dt>Holds about</dt>
                    <dd>{facts.pickupLoads} pickup truck loads</dd>
                  </div>
                  <div>
                    <dt>Weight usually included</dt>
                    <dd>
                      {facts.typicalWeightTons} tons <span className="size-guide__note">(each provider states its own)</span>
                    </dd>
                  </div>
                </dl>
                <h3 className="size-guide__subtitle">Good for</h3>
                <ul className="size-guide__projects">
                  {facts.projects.map((project) => (
                    <li key={project}>{project}</li>
                  ))}
                </ul>
                <Link to={`/search?size=${size}`} className="button button--primary">
                  Find {size} yard dumpsters<span className="visually-hidden"> near you</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <section className="type-guide" aria-labelledby="types-title">
        <h2 id="types-title">Dumpster types</h2>
        <dl className="type-guide__list">
          {TYPE_GUIDE.map((entry) => (
            <div key={entry.type} className="card type-guide__item">
              <dt>{entry.title}</dt>
              <dd>{entry.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
