import type { FastifyReply } from 'fastify';

/** One media range of an Accept header and its weight. */
interface MediaRange {
  type: string;
  subtype: string;
  quality: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').flatMap((range) => {
    const [mediaType = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const [type, subtype] = mediaType.split('/');
    if (!type || !subtype) return [];
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = weight === undefined ? 1 : Number(weight.slice(2));
    return [{ type, subtype, quality: Number.isNaN(quality) ? 0 : quality }];
  });
}

/** How much the ranges want a media type: the weight of the most specific range that names it (RFC 9110 §12.5.1). */
function qualityOf(mediaType: string, ranges: MediaRange[]): number {
  const [type, subtype] = mediaType.split('/');
  const specificity = (range: MediaRange) =>
    range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === '*' ? 1 : 0;
  const matching = ranges.filter((range) => (range.type === '*' && range.subtype === '*') || specificity(range) > 0);
  if (matching.length === 0) return 0;
  return matching.reduce((best, range) => (specificity(range) > specificity(best) ? range : best)).quality;
}

/**
 * The media type of those offered that an Accept header prefers, the first offered on a tie or when
 * there is no header; undefined when it accepts none of them.
 */
export function preferredMediaType(accept: string | undefined, offered: readonly string[]): string | undefined {
  if (!accept) return offered[0];
  const ranges = mediaRanges(accept);
  let preferred: { mediaType: string; quality: number } | undefined;
  for (const mediaType of offered) {
    const quality = qualityOf(mediaType, ranges);
    if (quality > 0 && quality > (preferred?.quality ?? 0)) preferred = { mediaType, quality };
  }
  return preferred?.mediaType;
}

/** Adds a request header to those the answer varies by (Vary), keeping those named before. */
export function varyBy(reply: FastifyReply, field: string): void {
  const named = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (!named.some((name) => name.toLowerCase() === field.toLowerCase())) named.push(field);
  reply.header('vary', named.join(', '));
}
