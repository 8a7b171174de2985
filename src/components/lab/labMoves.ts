/**
 * A long lab parting's moves (lab/partingMoves.ts): the page holds a link to them as a text file, one move a line;
 * when the reader opens the list, this reads the file into a numbered list in its place, as a short parting's list
 * stands in the page. Should the file not come, the link stays, with a line that says so.
 */
export function readMovesWhenOpened(): void {
  for (const box of document.querySelectorAll<HTMLDetailsElement>('details[data-moves-unread]')) {
    const link = box.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) continue;
    let asked = false;
    const read = () => {
      if (!box.open || asked) return;
      asked = true;
      fetch(link.href)
        .then((r) => {
          if (!r.ok) throw new Error(String(r.status));
          return r.text();
        })
        .then((text) => {
          const list = document.createElement('ol');
          for (const line of text.replace(/^\uFEFF/, '').split('\n')) {
            // "12. Take the 6": the number is the list's own.
            const move = line.replace(/^\d+\.\s*/, '').trim();
            if (!move) continue;
            const item = document.createElement('li');
            item.textContent = move;
            list.append(item);
          }
          link.parentElement?.before(list);
        })
        .catch(() => {
          asked = false;
          if (box.querySelector('.lab-moves-unread')) return;
          const note = document.createElement('p');
          note.className = 'lab-moves-unread';
          note.textContent = box.getAttribute('data-moves-unread') ?? '';
          link.parentElement?.after(note);
        });
    };
    box.addEventListener('toggle', read);
    read();
  }
}
