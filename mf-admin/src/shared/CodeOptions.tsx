/** The options of a select over one of the contracts' code lists (statuses, roles): each code shown by its label. */
export function CodeOptions({ options }: { options: readonly { code: string; label: string }[] }) {
  return (
    <>
      {options.map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </>
  );
}
