import { scaledImageSrcSet } from '@ramkoll/shared/scaled-images';
import { Bike } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';

interface BikePhotoProps {
  url: string | null;
  name: string;
}

/** The bike's photo, loaded when it scrolls into view; an icon when there is none. */
export function BikePhoto({ url, name }: BikePhotoProps) {
  const { t } = useTranslation('my_bikes');
  const frame = 'size-24 shrink-0 overflow-hidden rounded-xl bg-muted sm:size-32';
  if (!url) {
    return (
      <div className={`${frame} flex flex-col items-center justify-center gap-1 text-muted-foreground`}>
        <Bike aria-hidden="true" className="size-9" />
        <span className="text-xs">{t('card.no_photo')}</span>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        src={url}
        srcSet={scaledImageSrcSet(url)}
        sizes="(min-width: 640px) 128px, 96px"
        alt={t('card.photo_alt', { name })}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
