import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Search } from 'lucide-react';
import { NeedsJavaScript } from '@frc/ui/NeedsJavaScript';
import { SendButton } from '@frc/ui/SendButton';
import { useSendWhenReady } from '@frc/ui/useSendWhenReady';
import { BLACKLISTS, type BlacklistName } from '../blacklists';
import { noMatchCaveat, searchBlacklist, type BlacklistEntry } from '../blacklistSearch';
import styles from './BlacklistSearch.module.scss';

export interface BlacklistSearchProps {
  /** Which list to search. */
  list: BlacklistName;
  /** Its published entries, given by the page as rendered (never a copy in the bundle). */
  entries: readonly BlacklistEntry[];
}

/**
 * Search box and results table of a blacklist. Nothing shows until the first search; the count
 * and the no-match message are announced to screen readers. A name typed, and a press of Search,
 * before the page's script has run are kept (useSendWhenReady): the search runs once hydrated.
 */
export function BlacklistSearch({ list, entries }: BlacklistSearchProps) {
  const { typeLabel, caption, noMatchMessage } = BLACKLISTS[list];
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const results = searched === null ? [] : searchBlacklist(entries, searched);
  const blank = searched !== null && searched.trim() === '';
  const { scripted, formProps } = useSendWhenReady({ query }, (typed, pressed) => {
    if (typed.query !== undefined) setQuery(typed.query);
    if (pressed) setSearched(typed.query ?? query);
  });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearched(query);
  };

  return (
    <div className={styles.search}>
      <form {...formProps} role="search" className={styles.form} onSubmit={search}>
        <label htmlFor={inputId} className={styles.label}>
          Company name
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            name="query"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            placeholder="For example: Zorvane"
          />
          <SendButton className="button" disabled={!scripted} pendingLabel="Searching…">
            <Search aria-hidden="true" size={18} /> Search
          </SendButton>
        </div>
        <NeedsJavaScript action="search" />
      </form>

      <div role="status" className={styles.outcome}>
        {searched !== null && (
          <>
            <p className={styles.count}>Showing: {results.length} Companies</p>
            {blank && <p>Please type a company name (or part of one) to search the list.</p>}
            {!blank && results.length === 0 && (
              <>
                <p className={styles.noMatch}>{noMatchMessage(searched.trim())}</p>
                <p className={styles.caveat}>{noMatchCaveat(searched.trim(), entries.length)}</p>
              </>
            )}
          </>
        )}
      </div>

      {!blank && searched !== null && results.length === 0 && (
        <p>
          <Link to="/contact-us">Ask us to check a company</Link> or see <Link to="/report-a-scam">where to report a scam for free</Link>.
        </p>
      )}

      {results.length > 0 && (
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Company Name</th>
              <th scope="col">{typeLabel}</th>
              <th scope="col">Warning</th>
            </tr>
          </thead>
          <tbody>
            {results.map((entry) => (
              <tr key={entry.name}>
                <th scope="row" data-label="Company Name">
                  {entry.name}
                </th>
                <td data-label={typeLabel}>{entry.type}</td>
                <td data-label="Warning">{entry.warning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
