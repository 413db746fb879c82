// A listing's images: up to five, checked as soon as they are chosen and shown as previews with
// remove buttons. New files are only uploaded when the listing is saved.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  LISTING_IMAGE_CONTENT_TYPES,
  LISTING_MAX_IMAGES,
} from '../../../../../shared/schemas/provider-listing';
import { imageChoiceProblem } from './listing-form-values';

/** An image the listing already shows (by URL), or a file chosen here and not uploaded yet. */
export type ListingImage = { id: string; kind: 'saved'; url: string } | { id: string; kind: 'new'; file: File };

let nextImageId = 0;
export const savedImage = (url: string): ListingImage => ({ id: `image-${(nextImageId += 1)}`, kind: 'saved', url });
const newImage = (file: File): ListingImage => ({ id: `image-${(nextImageId += 1)}`, kind: 'new', file });

function usePreviewUrl(image: ListingImage): string | undefined {
  const file = image.kind === 'new' ? image.file : undefined;
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    // jsdom has no object URLs; the file name stands in for the preview there.
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return image.kind === 'saved' ? image.url : objectUrl;
}

interface ImagePreviewProps {
  image: ListingImage;
  position: number;
  onRemove: () => void;
  disabled?: boolean;
}

function ImagePreview({ image, position, onRemove, disabled }: ImagePreviewProps) {
  const url = usePreviewUrl(image);
  const name = image.kind === 'new' ? image.file.name : `Image ${position}`;
  return (
    <li className="image-preview">
      {url ? (
        <img className="image-preview__img" src={url} alt={`Upload ${position} of the listing`} />
      ) : (
        <span className="image-preview__img image-preview__img--blank" aria-hidden="true" />
      )}
      <span className="image-preview__name">
        {name}
        {image.kind === 'new' && <span className="image-preview__new"> (new)</span>}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`Remove image ${position}`}
        onClick={onRemove}
        disabled={disabled}
      >
        Remove
      </button>
    </li>
  );
}

interface ListingImageFieldProps {
  images: ListingImage[];
  onChange: (images: ListingImage[]) => void;
  disabled?: boolean;
}

export function ListingImageField({ images, onChange, disabled }: ListingImageFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared either way, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const problem = imageChoiceProblem(files, images.length);
    setError(problem);
    if (!problem) onChange([...images, ...files.map(newImage)]);
  }

  function remove(id: string) {
    setError(undefined);
    onChange(images.filter((image) => image.id !== id));
    input.current?.focus();
  }

  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        Add images
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        name="images"
        multiple
        className="file-input"
        accept={LISTING_IMAGE_CONTENT_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        disabled={disabled}
        onChange={choose}
      />
      <p id={hintId} className="field-hint">
        Up to {LISTING_MAX_IMAGES} images (JPEG, PNG or WebP, 5 MB each); the first is the listing's thumbnail.{' '}
        {images.length} of {LISTING_MAX_IMAGES} added.
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {images.length > 0 && (
        <ul className="image-previews" aria-label="Listing images">
          {images.map((image, index) => (
            <ImagePreview
              key={image.id}
              image={image}
              position={index + 1}
              disabled={disabled}
              onRemove={() => remove(image.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
