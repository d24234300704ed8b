import {
  Combobox,
  Group,
  Kbd,
  Loader,
  Text,
  TextInput,
  VisuallyHidden,
  useCombobox,
  type StyleProp,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MESSAGES, type InvestmentSummary, type User } from '@thesis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { rememberInvestment } from '../../../lib/remembered-links';
import { PROFILE_KEY } from '../../auth/session';
import { searchTarget } from '../format';
import { searchQuery, useInvestmentSearch } from '../queries';
import { useSearchShortcut, useSearchTerm } from '../search-hooks';
import { topBarSearchDraft } from '../top-bar-search-draft';
import { SearchResultOption } from './SearchResultOption';

export interface InvestmentSearchProps {
  /** 'lg' for the prominent box of /investments. */
  size?: 'md' | 'lg';
  /** The '/' key focuses this box (the top bar's). */
  shortcut?: boolean;
  w?: StyleProp<CSSProperties['width']>;
  /** Width of the results list; 'target' follows the box. */
  dropdownWidth?: number | 'target';
  label?: string;
  autoFocus?: boolean;
}

function resultsMessage(count: number, text: string): string {
  if (count === 0) return `No results for ${text}`;
  return `${count} ${count === 1 ? 'result' : 'results'} for ${text}. Use the arrow keys to choose, Enter to open.`;
}

/**
 * The global investment search (spec §2 Top bar, §9): 400 ms debounce, 10 results, 'No results'.
 * Arrows choose, Enter opens the chosen result (or the best match when none is chosen, waiting for
 * the answer if needed), Escape closes the list, then clears the box. Picking a result opens the
 * viewer's review when there is one, else the investment page, and remembers it (lastInvestment).
 */
export function InvestmentSearch({
  size = 'md',
  shortcut = false,
  w,
  dropdownWidth = 'target',
  label = 'Search investments',
  autoFocus,
}: InvestmentSearchProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const statusId = `${inputId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The top bar's box (the one with the '/' shortcut) carries a search in progress over to the
  // top bar that replaces it when the layout changes (topBarSearchDraft).
  const [text, setTextState] = useState(() => (shortcut ? topBarSearchDraft.get().text : ''));
  /** The text as typed right now, for an answer that arrives after the user typed on. */
  const wantedRef = useRef(text.trim());
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [focused, setFocused] = useState(false);
  const { term, wanted, flush, reset } = useSearchTerm(text);
  const search = useInvestmentSearch(term);
  useSearchShortcut(inputRef, shortcut);

  const setText = useCallback(
    (next: string) => {
      if (shortcut) topBarSearchDraft.set({ text: next });
      setTextState(next);
    },
    [shortcut],
  );

  // Takes over from the box this one replaces: its latest text, and the focus if it had it.
  useLayoutEffect(() => {
    if (!shortcut) return undefined;
    const input = inputRef.current;
    const carried = topBarSearchDraft.get();
    topBarSearchDraft.set({ mounted: true });
    if (carried.text !== input?.value) setTextState(carried.text);
    wantedRef.current = carried.text.trim();
    if (carried.focused && input) {
      input.focus();
      input.setSelectionRange(carried.text.length, carried.text.length);
      if (carried.text.trim()) combobox.openDropdown();
    }
    return () => topBarSearchDraft.set({ focused: input !== null && document.activeElement === input, mounted: false });
    // Once per box: on mount it takes over, on unmount it hands over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const results = wanted === '' ? [] : (search.data ?? []);
  const fresh = wanted !== '' && term === wanted && search.isSuccess && !search.isPlaceholderData;
  const failed = wanted !== '' && term === wanted && search.isError;
  const loading = wanted !== '' && !fresh && !failed;

  const pick = useCallback(
    (result: InvestmentSummary) => {
      const target = searchTarget(result);
      const userId = client.getQueryData<User>(PROFILE_KEY)?.id;
      if (userId) rememberInvestment(userId, target);
      wantedRef.current = '';
      setText('');
      reset();
      combobox.closeDropdown();
      inputRef.current?.blur();
      void navigate(target);
    },
    [client, combobox, navigate, reset, setText],
  );

  /** Enter with nothing chosen: the best match of the text as typed, once its answer is in. */
  async function openBestMatch() {
    const asked = wanted;
    if (!asked) return;
    flush();
    try {
      const rows = await client.fetchQuery(searchQuery(asked));
      const first = rows[0];
      if (first && wantedRef.current === asked) pick(first);
    } catch {
      // the list says the search failed
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
      event.preventDefault();
      void openBestMatch();
    } else if (event.key === 'Escape' && !combobox.dropdownOpened && text !== '') {
      wantedRef.current = '';
      setText('');
    }
  }

  const rightSection = loading ? (
    <Loader size={size === 'lg' ? 'sm' : 'xs'} aria-hidden="true" />
  ) : shortcut && !focused && text === '' ? (
    <Kbd size="xs" aria-hidden="true">
      /
    </Kbd>
  ) : null;

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const found = results.find((row) => row.id === id);
          if (found) pick(found);
        }}
        width={dropdownWidth}
        position="bottom-start"
        offset={6}
        shadow="md"
        // Kept inside the box's landmark (the banner, or the page's main) rather than portalled to the body.
        withinPortal={false}
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            ref={inputRef}
            id={inputId}
            label={label}
            labelProps={{ id: labelId, className: VisuallyHidden.classes.root }}
            type="search"
            value={text}
            size={size}
            w={w}
            radius="xl"
            autoFocus={autoFocus}
            placeholder={MESSAGES.searchPlaceholder}
            leftSection={<IconSearch size={size === 'lg' ? 20 : 16} aria-hidden="true" />}
            rightSection={rightSection}
            rightSectionPointerEvents="none"
            aria-keyshortcuts={shortcut ? '/' : undefined}
            aria-describedby={statusId}
            onChange={(event) => {
              const next = event.currentTarget.value;
              wantedRef.current = next.trim();
              setText(next);
              combobox.resetSelectedOption();
              if (next.trim()) combobox.openDropdown();
              else combobox.closeDropdown();
            }}
            onFocus={() => {
              setFocused(true);
              if (text.trim()) combobox.openDropdown();
            }}
            onBlur={() => {
              setFocused(false);
              combobox.closeDropdown();
            }}
            onKeyDown={onKeyDown}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={wanted === ''}>
          <Combobox.Options
            labelledBy={labelId}
            aria-busy={loading}
            mah="min(560px, 70vh)"
            style={{ overflowY: 'auto', opacity: loading ? 0.6 : 1 }}
          >
            {results.map((result) => (
              <SearchResultOption key={result.id} result={result} />
            ))}
          </Combobox.Options>
          {loading && results.length === 0 && (
            <Group gap="xs" p="sm" c="dimmed">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">Searching…</Text>
            </Group>
          )}
          {fresh && results.length === 0 && <Combobox.Empty>{MESSAGES.noResults}</Combobox.Empty>}
          {results.length > 0 && (
            <Combobox.Footer>
              <Text size="xs" c="dimmed" aria-hidden="true">
                ↑ ↓ to choose · Enter to open · Esc to close
              </Text>
            </Combobox.Footer>
          )}
          {failed && (
            <Text size="sm" c="red.8" p="sm">
              Search is not available right now. Please try again.
            </Text>
          )}
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden id={statusId} role="status" aria-live="polite">
        {fresh ? resultsMessage(results.length, wanted) : ''}
      </VisuallyHidden>
    </>
  );
}
