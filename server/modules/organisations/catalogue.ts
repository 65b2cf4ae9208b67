import type { ContentItemsResponse } from '../../../src/api/contracts/index.ts';
import type { contentItems } from './schema.ts';

/** Catalogue rows grouped by category, each marked enabled when its id is in `enabled`. */
export function groupByCategory(
  catalogue: readonly (typeof contentItems.$inferSelect)[],
  enabled: ReadonlySet<string>,
): ContentItemsResponse {
  const categories = new Map<string, ContentItemsResponse['content_categories'][number]>();
  for (const item of catalogue) {
    const category = categories.get(item.category) ?? { name: item.category, content_items: [] };
    category.content_items.push({
      id: item.id,
      name: item.name,
      code: item.code,
      enabled: enabled.has(item.id),
    });
    categories.set(item.category, category);
  }
  return { content_categories: [...categories.values()] };
}
