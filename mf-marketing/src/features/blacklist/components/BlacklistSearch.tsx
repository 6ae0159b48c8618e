import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Search } from 'lucide-react';
import { NeedsJavaScript } from '@frc/ui/NeedsJavaScript';
import { useHydrated } from '@frc/ui/useHydrated';
import { noMatchCaveat, searchBlacklist, type BlacklistEntry } from '../blacklistSearch';
import styles from './BlacklistSearch.module.scss';

export interface BlacklistSearchProps {
  entries: readonly BlacklistEntry[];
  /** Heading of the second column: 'Scam Type' on the scam list, 'Type' on the imposter list. */
  typeLabel: string;
  /** Names the table for screen readers. */
  caption: string;
  noMatchMessage: (query: string) => string;
}

/**
 * Search box and results table of a blacklist. Nothing shows until the first search; the count
 * and the no-match message are announced to screen readers.
 */
export function BlacklistSearch({ entries, typeLabel, caption, noMatchMessage }: BlacklistSearchProps) {
  const inputId = useId();
  // Until the page's script runs (a pre-rendered page, JavaScript off), the form cannot send: its button waits.
  const scripted = useHydrated();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const results = searched === null ? [] : searchBlacklist(entries, searched);
  const blank = searched !== null && searched.trim() === '';

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearched(query);
  };

  return (
    <div className={styles.search}>
      <form role="search" className={styles.form} onSubmit={search}>
        <label htmlFor={inputId} className={styles.label}>
          Company name
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            placeholder="For example: Zorvane"
          />
          <button type="submit" className="button" disabled={!scripted}>
            <Search aria-hidden="true" size={18} /> Search
          </button>
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
