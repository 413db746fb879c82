// First picture large, the rest as thumbnail buttons that swap it in. No pictures: a neutral
// placeholder. The project's own drawings (public/images/dumpsters/) are called illustrations,
// never photos; a provider's uploads are photos.
import { useState } from 'react';

interface ListingGalleryProps {
  imageUrls: string[];
  title: string;
}

const ILLUSTRATIONS = '/images/dumpsters/';
const SIDE_VIEW = /-side\.svg$/;

/** What a picture shows, for people who cannot see it. */
function pictureAlt(url: string, title: string, index: number, count: number): string {
  if (url.startsWith(ILLUSTRATIONS)) return `Illustration of a ${title}${SIDE_VIEW.test(url) ? ', seen from the side' : ''}`;
  return `${title}, photo ${index + 1} of ${count}`;
}

export function ListingGallery({ imageUrls, title }: ListingGalleryProps) {
  const [current, setCurrent] = useState(0);
  if (imageUrls.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <div className="gallery__placeholder" role="img" aria-label={`No photo of the ${title} yet`}>
          <svg aria-hidden="true" viewBox="0 0 64 40" width="128" height="80">
            <path d="M6 10h52l-5 24H11z" fill="currentColor" />
          </svg>
        </div>
      </div>
    );
  }
  const shown = imageUrls[current] ?? imageUrls[0]!;
  return (
    <div className="gallery">
      <img className="gallery__main" src={shown} alt={pictureAlt(shown, title, current, imageUrls.length)} width={640} height={400} />
      {imageUrls.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {imageUrls.map((url, index) => (
            <li key={`${url}-${index}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === current}
                aria-label={`Show picture ${index + 1} of ${imageUrls.length}`}
                onClick={() => setCurrent(index)}
              >
                <img src={url} alt="" width={96} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
