import { scaledImageSrcSet } from '@ramkoll/shared/scaled-images';
import { cn } from '@/lib/cn';

interface UserAvatarProps {
  fullName: string;
  /** `/api/files/<id>`: readable by the person themselves (and admins) only. */
  avatarUrl: string | null;
  /** Text for the image; empty when a label next to it already names the person. */
  alt?: string;
  /** The class sets its size; `sizes` says it in CSS pixels, so the smallest sharp copy loads. */
  className?: string;
  sizes?: string;
}

function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The profile picture, or the initials on a soft background when there is none. */
export function UserAvatar({ fullName, avatarUrl, alt = '', className, sizes = '36px' }: UserAvatarProps) {
  const base = cn('inline-flex size-9 shrink-0 overflow-hidden rounded-full', className);
  if (avatarUrl) {
    return (
      <img
        src={avatarUrl}
        srcSet={scaledImageSrcSet(avatarUrl)}
        sizes={sizes}
        alt={alt}
        className={cn(base, 'bg-muted object-cover')}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(base, 'items-center justify-center bg-primary-soft text-sm font-semibold text-primary')}
    >
      {initials(fullName)}
    </span>
  );
}
