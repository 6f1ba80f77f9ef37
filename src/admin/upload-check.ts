/**
 * Uploads are checked before Decap reads them, so a bad file never reaches the git host. Decap's picker has
 * no setting for this, so the check listens first and hands the choice on unchanged once it passes.
 */
import { MEDIA_SIGNATURE_BYTES, mediaProblem } from '../shared/media.ts';

const CHECKED = Symbol('checked upload');

async function problemsOf(files: File[]): Promise<string[]> {
  const problems = await Promise.all(files.map(async (file) => {
    const bytes = new Uint8Array(await file.slice(0, MEDIA_SIGNATURE_BYTES).arrayBuffer());
    const problem = mediaProblem(file.name, bytes);
    return problem && `${problem.message[0].toUpperCase()}${problem.message.slice(1)} ${problem.fix}`;
  }));
  return problems.filter((p): p is string => Boolean(p));
}

export function checkUploads(target: Document = document): void {
  target.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || (event as Event & { [CHECKED]?: true })[CHECKED]) return;
    const files = [...input.files ?? []];
    if (!files.length) return;
    event.stopImmediatePropagation();
    void problemsOf(files).then((problems) => {
      if (problems.length) {
        input.value = '';
        window.alert(problems.join('\n\n'));
        return;
      }
      const passed = Object.assign(new Event('change', { bubbles: true }), { [CHECKED]: true as const });
      input.dispatchEvent(passed);
    });
  }, true);
}
