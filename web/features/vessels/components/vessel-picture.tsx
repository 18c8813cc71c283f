import { srcsetOf, type Picture } from '../../../../common/vessels/picture';

type Props = {
  picture: Picture;
  alt: string;
  /** How wide the image is drawn, per breakpoint (the `sizes` attribute): the browser picks the variant from it. */
  sizes: string;
  className?: string;
  /** The page's main image (its largest paint): loaded at once and before other images; the rest when scrolled near. */
  highPriority?: boolean;
};

/**
 * A vessel photo: AVIF where the browser reads it, else WebP, else the original's format, each at the width the
 * layout needs. The `<img>` carries the original's width and height so its box is sized before a byte arrives.
 * Pure markup, no browser APIs: it renders the same on the server.
 */
export function VesselPicture({ picture, alt, sizes, className, highPriority = false }: Props) {
  const fallback = picture.variants.find((v) => v.format === 'jpeg' || v.format === 'png')?.format;
  const sources = [
    { type: 'image/avif', srcSet: srcsetOf(picture.variants, 'avif') },
    { type: 'image/webp', srcSet: srcsetOf(picture.variants, 'webp') },
  ].filter((s) => s.srcSet);
  const fallbackSet = fallback ? srcsetOf(picture.variants, fallback) : '';
  // `display: contents`: the <img> is the box the caller styles, as if <picture> were not there.
  return (
    <picture className="contents">
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {/* `loading` before `src`: a browser creating the element in script order would otherwise start the fetch. */}
      <img
        loading={highPriority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={highPriority ? 'high' : undefined}
        width={picture.width}
        height={picture.height}
        alt={alt}
        className={className}
        sizes={fallbackSet ? sizes : undefined}
        srcSet={fallbackSet || undefined}
        src={picture.url}
      />
    </picture>
  );
}
