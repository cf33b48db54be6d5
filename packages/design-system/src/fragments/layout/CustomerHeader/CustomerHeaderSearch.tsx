import { useContext, useLayoutEffect, useState, type Key } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import * as fieldStyles from '../../../components/Field/field.css';
import { Icon } from '../../../components/Icon';
import { Price } from '../../../components/Price';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { HeaderProduct } from './CustomerHeader.types';
import * as styles from './CustomerHeader.css';
import { Link } from '../../../components/Link';

/** The text shown when the search finds nothing. */
export const searchEmptyText = 'Nothing to see here! Try a different search or category.';
/** The text shown instead while the answer for the typed text is on its way. */
export const searchBusyText = 'Searching...';

export interface CustomerHeaderSearchProps {
  /** Products matching the typed text and the chosen category (the app filters). */
  results: HeaderProduct[];
  /** Text in the box when the header first renders. */
  defaultText?: string;
  /** Called with the text on every keystroke. */
  onSearchChange?: (text: string) => void;
  /** Called with the id of the product chosen from the list. */
  onSelectProduct?: (id: number) => void;
  /** The results for the typed text are still coming: an empty list says 'Searching...'. */
  busy?: boolean;
  /** Enter pressed with no product picked: search the whole shop for the text. */
  onSubmitSearch?: (text: string) => void;
  /** Address of every result for the text (the list shows only the first few): 'See all results'. */
  seeAllHref?: (text: string) => string;
}

/** Search box with a keyboard-navigable list of matching products (react-aria ComboBox). */
export function CustomerHeaderSearch({
  results,
  defaultText = '',
  onSearchChange,
  onSelectProduct,
  busy = false,
  onSubmitSearch,
  seeAllHref,
}: CustomerHeaderSearchProps) {
  const [text, setText] = useState(defaultText);
  // The text the user closed the list for with Escape: the list must not open by itself for it.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const query = text.trim();
  return (
    <ComboBox
      className={styles.search}
      items={results}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        setDismissed((before) => (before === value ? before : null));
        onSearchChange?.(value);
      }}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onSelectProduct?.(Number(key));
      }}
      menuTrigger="input"
      allowsCustomValue
      allowsEmptyCollection
    >
      <Label className="visually-hidden">Search products</Label>
      <div className={styles.searchControl}>
        <Icon name="search" className={styles.searchIcon} />
        <Input
          className={`${fieldStyles.input} ${styles.searchInput}`}
          placeholder="Search products"
          onKeyDown={(event) => {
            // What the box shows now, even if React has not rendered the last keystroke yet.
            if (event.key === 'Escape') setDismissed(event.currentTarget.value);
            else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setDismissed(null);
            // With a product highlighted, Enter picks it (the combobox does); otherwise it searches.
            if (event.key !== 'Enter' || query === '') return;
            if (event.currentTarget.getAttribute('aria-activedescendant')) return;
            onSubmitSearch?.(query);
          }}
        />
      </div>
      <KeepDismissedListClosed dismissedText={dismissed} />
      <Popover className={fieldStyles.popover} placement="bottom start" offset={4}>
        <ListBox<HeaderProduct>
          className={`${fieldStyles.listBox} ${styles.results}`}
          renderEmptyState={() => (
            <div className={styles.empty}>{busy ? searchBusyText : searchEmptyText}</div>
          )}
        >
          {(product) => (
            <ListBoxItem id={product.id} textValue={product.name} className={fieldStyles.listItem}>
              <span className={styles.result}>
                {product.img ? (
                  <ResponsiveImage
                    image={
                      product.imageUrls?.[0]?.imageUrl === product.img
                        ? product.imageUrls[0]
                        : { imageUrl: product.img }
                    }
                    alt=""
                    sizes="40px"
                    width={40}
                    height={40}
                    className={styles.resultImage}
                  />
                ) : (
                  <span className={styles.resultImage} aria-hidden="true" />
                )}
                <span className={styles.resultName}>{product.name}</span>
                <Price cents={Math.round(product.price * 100)} size="sm" />
              </span>
            </ListBoxItem>
          )}
        </ListBox>
        {seeAllHref && query !== '' && results.length > 0 ? (
          <Link className={styles.seeAll} href={seeAllHref(query)}>
            See all results
          </Link>
        ) : null}
      </Popover>
    </ComboBox>
  );
}

/**
 * React-aria opens the list in an effect after the typed text renders: on a slow device an Escape
 * pressed right after typing lands before that, and the list then opened anyway and stayed open,
 * hiding the rest of the page from assistive technology. This closes a list that opened by itself
 * for the text the user dismissed (before it is painted); typing or ArrowDown open it again.
 */
function KeepDismissedListClosed({ dismissedText }: { dismissedText: string | null }) {
  const state = useContext(ComboBoxStateContext);
  useLayoutEffect(() => {
    if (state?.isOpen && dismissedText !== null && state.inputValue === dismissedText) state.close();
  });
  return null;
}
