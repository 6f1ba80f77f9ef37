/**
 * Where the published editor reads and writes content: the office's git host, set at build time by
 * CMS_BACKEND, CMS_REPO, CMS_APP_ID, CMS_API_ROOT, CMS_BRANCH (docs/editor-publicacao.md).
 */
export type Env = Record<string, string | undefined>;

/** Until the office sets CMS_REPO, the published editor says so instead of signing in anywhere. */
export const UNSET_REPO = 'defina-CMS_REPO/no-build';

export const COMMIT_MESSAGES = {
  create: 'Cria {{collection}} “{{slug}}”',
  update: 'Atualiza {{collection}} “{{slug}}”',
  delete: 'Apaga {{collection}} “{{slug}}”',
  uploadMedia: 'Envia “{{path}}”',
  deleteMedia: 'Apaga “{{path}}”',
};

export function backendConfig(env: Env): Record<string, unknown> {
  const name = env.CMS_BACKEND ?? 'gitlab';
  const common = { name, repo: env.CMS_REPO ?? UNSET_REPO, branch: env.CMS_BRANCH ?? 'main', commit_messages: COMMIT_MESSAGES };
  const apiRoot: Record<string, string> = env.CMS_API_ROOT ? { api_root: env.CMS_API_ROOT } : {};
  switch (name) {
    case 'gitlab':
      return { ...common, auth_type: 'pkce', app_id: env.CMS_APP_ID ?? '', ...apiRoot };
    case 'gitea':
      return { ...common, app_id: env.CMS_APP_ID ?? '', ...apiRoot };
    case 'github':
      return { ...common, ...apiRoot, ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}) };
    default:
      throw new Error(`CMS_BACKEND="${name}": use gitlab, gitea ou github.`);
  }
}
