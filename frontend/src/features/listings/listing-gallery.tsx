// First image large, the rest as thumbnail buttons that swap it in. No images: a neutral placeholder.
import { useState } from 'react';

interface ListingGalleryProps {
  imageUrls: string[];
  title: string;
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
  const shown = imageUrls[current] ?? imageUrls[0];
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={shown}
        alt={`${title}, photo ${current + 1} of ${imageUrls.length}`}
        width={640}
        height={400}
      />
      {imageUrls.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Photos">
          {imageUrls.map((url, index) => (
            <li key={`${url}-${index}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === current}
                aria-label={`Show photo ${index + 1} of ${imageUrls.length}`}
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
