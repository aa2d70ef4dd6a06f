import { Star } from 'lucide-react';
import type { Review } from '../../../contracts/reviews.ts';
import { publicSection as section } from '../../i18n/language.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';

const t = section((m) => m.reviews);

/** Five stars, the first `n` filled; read as "4 van 5 sterren". */
export function Stars({ n }: { n: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t.stars(n)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={i <= n ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-slate-300'}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** One review: stars, author, date and text; `courseTitle` on the institute's list. */
export function ReviewItem({ review, courseTitle }: { review: Review; courseTitle?: string }) {
  return (
    <li className="py-3" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars n={review.rating} />
        <span className="font-medium text-slate-900">{review.authorName}</span>
        <span className="text-sm text-slate-600">
          {formatDate(review.createdAt)}
          {review.updatedAt && ` · ${t.edited}`}
        </span>
        {review.verifiedParticipant ? (
          <Badge tone="green" title={t.verifiedHint}>
            {t.verifiedParticipant}
          </Badge>
        ) : (
          <Badge title={t.unverifiedHint}>{t.unverified}</Badge>
        )}
        {review.mine && <Badge tone="brand">{t.yours}</Badge>}
      </div>
      {courseTitle && <p className="mt-1 text-sm font-medium text-brand-800">{courseTitle}</p>}
      <p className="mt-1 whitespace-pre-line break-words text-slate-700">
        {review.comment ?? <span className="text-sm text-slate-600 italic">{t.anonymous}</span>}
      </p>
    </li>
  );
}
