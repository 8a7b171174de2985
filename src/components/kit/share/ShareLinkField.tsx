/**
 * A shared position's link where a table shows it: a labelled read-only field (its text selected on focus, to
 * copy) and a link that opens it. `cls` is the table's class prefix (the field's id is `<cls>-share-link`).
 */
export function ShareLinkField({ cls, link, href = link, label, open }: { cls: string; link: string; href?: string; label: string; open: string }) {
  const id = `${cls}-share-link`;
  return (
    <p class={`${cls}-share`}>
      <label for={id}>{label}</label>
      <input id={id} type="text" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} />{' '}
      <a href={href}>{open}</a>
    </p>
  );
}
