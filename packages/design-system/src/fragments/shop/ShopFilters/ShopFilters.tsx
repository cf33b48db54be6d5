import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon';
import { RadioGroup } from '../../../components/RadioGroup';
import { RangeSlider } from '../../../components/RangeSlider';
import { wholeDollarsFormat } from '../../../format';
import { buildCategoryTree, flattenCategoryTree } from '../categoryTree';
import type { ShopBrand, ShopCategory } from '../shopTypes';
import * as styles from './ShopFilters.css';

import {
  defaultShopFilters,
  PRICE_FILTER_GAP,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type Availability,
  type ShopFilterValues,
} from '../shopQuery';

export interface ShopFiltersProps {
  /** Current filter values (controlled). */
  value: ShopFilterValues;
  /** Called with the complete new values after every change. */
  onChange: (value: ShopFilterValues) => void;
  /** Categories as the API lists them (flat; shown as a tree). */
  categories: ShopCategory[];
  /** Brands to choose from. */
  brands: ShopBrand[];
  /** Values 'Clear Filters' returns to; any other value counts as a filter that is on. */
  clearedValue?: ShopFilterValues;
  /** Lowest and highest price the slider spans (the catalogue's own, in whole dollars). */
  priceBounds?: readonly [number, number];
  /** On a phone the panel starts open (it is always open from tablet width up). */
  defaultOpen?: boolean;
}

const ANY = 'any';
const ALL = 'all';
const sameFilters = (a: ShopFilterValues, b: ShopFilterValues) =>
  a.minPrice === b.minPrice &&
  a.maxPrice === b.maxPrice &&
  a.availability === b.availability &&
  a.categoryId === b.categoryId &&
  a.brandId.length === b.brandId.length &&
  a.brandId.every((id) => b.brandId.includes(id));

/**
 * The shop's filter panel: price range, availability, category tree and brands, with
 * 'Clear Filters'. A side column from tablet width up; on a phone a 'Filters' button opens it.
 */
export function ShopFilters({
  value,
  onChange,
  categories,
  brands,
  clearedValue = defaultShopFilters,
  priceBounds = [PRICE_FILTER_MIN, PRICE_FILTER_MAX],
  defaultOpen = false,
}: ShopFiltersProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const titleId = useId();
  const rows = useMemo(() => flattenCategoryTree(buildCategoryTree(categories)), [categories]);
  const names = useMemo(() => new Map(categories.map((c) => [c.categoryId, c.name])), [categories]);
  const update = (patch: Partial<ShopFilterValues>) => onChange({ ...value, ...patch });
  const isCleared = sameFilters(value, clearedValue);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={styles.toggle}>
        <Button
          variant="secondary"
          fullWidth
          onPress={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={panelId}
        >
          Filters
          <Icon name="chevronDown" style={open ? { transform: 'rotate(180deg)' } : undefined} />
        </Button>
      </span>
      <div id={panelId} className={styles.panel} data-open={open}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Filters
          </h2>
          <Button variant="ghost" size="sm" disabled={isCleared} onPress={() => onChange(clearedValue)}>
            Clear Filters
          </Button>
        </div>
        <RangeSlider
          label="Price"
          minValue={priceBounds[0]}
          maxValue={Math.max(priceBounds[1], priceBounds[0] + PRICE_FILTER_GAP)}
          minGap={PRICE_FILTER_GAP}
          value={[value.minPrice, value.maxPrice]}
          onChange={([minPrice, maxPrice]) => update({ minPrice, maxPrice })}
          formatOptions={wholeDollarsFormat}
          thumbLabels={['Minimum price', 'Maximum price']}
        />
        <RadioGroup
          label="Availability"
          options={[
            { value: ANY, label: 'Any' },
            { value: 'inStock', label: 'In stock' },
            { value: 'outOfStock', label: 'Out of stock' },
          ]}
          value={value.availability ?? ANY}
          onChange={(next) => update({ availability: next === ANY ? null : (next as Availability) })}
        />
        <RadioGroup
          label="Categories"
          options={[
            { value: ALL, label: 'All categories' },
            ...rows.map(({ node, depth }) => ({
              value: String(node.categoryId),
              label: (
                <span className={styles.indent[Math.min(depth, 2) as 0 | 1 | 2]}>
                  {node.name}
                  {node.parentCategoryId !== null && names.has(node.parentCategoryId) ? (
                    <span className="visually-hidden">(in {names.get(node.parentCategoryId)})</span>
                  ) : null}
                </span>
              ),
            })),
          ]}
          value={value.categoryId === null ? ALL : String(value.categoryId)}
          onChange={(next) => update({ categoryId: next === ALL ? null : Number(next) })}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Brands</legend>
          {brands.map((brand) => (
            <Checkbox
              key={brand.id}
              isSelected={value.brandId.includes(brand.id)}
              onChange={(selected) =>
                update({
                  brandId: selected
                    ? [...value.brandId, brand.id]
                    : value.brandId.filter((id) => id !== brand.id),
                })
              }
            >
              {brand.name}
            </Checkbox>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
