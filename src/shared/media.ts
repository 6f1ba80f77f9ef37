/**
 * The files staff upload: a PDF or a PNG, JPEG or WebP picture, recognised by its first bytes and named
 * with its own extension, so nothing in the folder can run as a page or script on the site's address.
 * Every host also serves the folder under a sandbox policy.
 */

export const MEDIA_FOLDER = 'public/documentos';
export const MEDIA_PATH = '/documentos';

interface MediaKind { name: string; extensions: readonly string[]; matches: (bytes: Uint8Array) => boolean }

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) => expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const MEDIA_KINDS: readonly MediaKind[] = [
  { name: 'PDF', extensions: ['pdf'], matches: (b) => startsWith(b, ascii('%PDF-')) },
  { name: 'PNG', extensions: ['png'], matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { name: 'JPEG', extensions: ['jpg', 'jpeg'], matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { name: 'WebP', extensions: ['webp'], matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
];

export const MEDIA_SIGNATURE_BYTES = 16;

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();

const ACCEPTED = 'só são aceitos documentos PDF e imagens PNG, JPEG ou WebP';
const WHY = 'um arquivo de outro tipo (página HTML, script, SVG) publicado no endereço do site poderia rodar código ou imitar o site do cartório';

export function mediaProblem(name: string, bytes: Uint8Array): { message: string; fix: string } | undefined {
  const file = name.split('/').pop() ?? name;
  const extension = extensionOf(file);
  const kind = MEDIA_KINDS.find((k) => extension !== undefined && k.extensions.includes(extension));
  if (!kind) {
    return {
      message: `o arquivo "${file}" não é aceito: ${ACCEPTED} (.pdf, .png, .jpg, .webp), porque ${WHY}.`,
      fix: 'Salve o documento como PDF ou a imagem como PNG, JPEG ou WebP e envie esse arquivo.',
    };
  }
  if (!kind.matches(bytes)) {
    const actual = MEDIA_KINDS.find((k) => k.matches(bytes));
    return {
      message: `o arquivo "${file}" tem o nome de um ${kind.name}, mas o conteúdo ${actual ? `é de um ${actual.name}` : 'não é'}: ${ACCEPTED}, e o conteúdo do arquivo tem de ser do tipo que o nome diz.`,
      fix: actual ? `Renomeie o arquivo para .${actual.extensions[0]} ou salve-o de novo como ${kind.name}.` : `Abra o arquivo no programa que o criou e salve-o de novo como ${kind.name}.`,
    };
  }
  return undefined;
}
