/**
 * Where the published editor (/admin/ on the live site) reads and writes content: the office's git host,
 * set when the site is built (see docs/editor-publicacao.md). Preferred: GitLab with
 * PKCE sign-in, which needs no server of the office's own (staff sign in with their GitLab accounts; a
 * change is a branch and a merge request until published; GitLab CI builds and deploys). Gitea/Forgejo
 * work the same way; GitHub needs an OAuth helper (`CMS_AUTH_URL`, e.g. Netlify's).
 *
 *   CMS_BACKEND   gitlab (default), gitea or github
 *   CMS_REPO      "group/project" on that host
 *   CMS_APP_ID    the OAuth application's id (GitLab, Gitea)
 *   CMS_API_ROOT  the host's API, for a self-hosted GitLab or Forgejo (default: the public host)
 *   CMS_BRANCH    the branch the site is built from (default main)
 */
export type Env = Record<string, string | undefined>;

/** Until the office sets CMS_REPO, the published editor says so instead of signing in anywhere. */
export const UNSET_REPO = 'defina-CMS_REPO/no-build';

/** The history's words for each save, in Portuguese (reviewers read them in the merge requests). */
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
