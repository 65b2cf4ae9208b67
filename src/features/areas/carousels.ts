import type { ContentItemsResponse } from '../../api/contracts/index.ts';

/** The carousels a user chooses content from (docs/product.md § What the portal shows and keeps), by their URL segment in /content-areas/[id]/[type]. */
export const CAROUSEL_TYPES = ['games', 'environments', 'experiences'] as const;
export type CarouselType = (typeof CAROUSEL_TYPES)[number];

const categoryNames: Record<CarouselType, string> = {
  games: 'Games Carousel',
  environments: 'Environments Carousel',
  experiences: 'Experiences Carousel',
};

export const isCarouselType = (value: string | undefined): value is CarouselType =>
  (CAROUSEL_TYPES as readonly (string | undefined)[]).includes(value);

/** The items of one carousel that the area shows. */
export function offeredItems(response: ContentItemsResponse, type: CarouselType) {
  const category = response.content_categories.find((c) => c.name === categoryNames[type]);
  return (category?.content_items ?? []).filter((item) => item.enabled);
}
