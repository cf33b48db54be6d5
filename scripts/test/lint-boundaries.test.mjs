// @vitest-environment node
// The boundary rules of eslint.config.js (layers of the web app, import cycles) and its type-aware
// promise rules refuse what they should: each case lints a small file against the repository's own
// configuration.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'eslint.config.js');
// Type information is not what these rules read: leave TypeScript's program out (fast).
const untyped = [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }];

/** The rule ids reported for `code` as if it were the file `file` of the repository. */
async function ruleIds(file, code) {
  // no-cycle would walk the whole app from the probe: it has cases of its own below.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: [...untyped, { rules: { 'import-x/no-cycle': 'off' } }],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const web = 'apps/web/src';

describe('the web app layers', () => {
  it('lets a feature import a feature of a lower layer', async () => {
    expect(
      await ruleIds(`${web}/features/orders/probe.ts`, "export { useCart } from '../cart/use-cart';\n"),
    ).toEqual([]);
  });

  it('refuses a feature importing a feature of its own or a higher layer', async () => {
    expect(
      await ruleIds(
        `${web}/features/cart/probe.ts`,
        "export { usePlaceOrder } from '../orders/use-orders';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIds(`${web}/features/session/probe.ts`, "export { useCart } from '../cart/use-cart';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a feature importing a route or the app root', async () => {
    expect(
      await ruleIds(
        `${web}/features/cart/probe.ts`,
        "export { CustomerLayout } from '../../routes/customer/customer-layout';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIds(`${web}/features/cart/probe.ts`, "export { routes } from '../../app/router';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a route reaching into another route area, not into its own or the shared pages', async () => {
    expect(
      await ruleIds(
        `${web}/routes/marketing/probe.ts`,
        "export { readShopSearch } from '../customer/shop-search';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    // The warranty pages share the marketing frame through the router, not by importing it.
    expect(
      await ruleIds(
        `${web}/routes/warranty/probe.ts`,
        "export { MarketingLayout } from '../marketing/marketing-layout';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIds(
        `${web}/routes/customer/probe.ts`,
        "export { readShopSearch } from './shop-search';\nexport { NotFoundRoute } from '../not-found';\n",
      ),
    ).toEqual([]);
  });
});

// What a feature's data hook calls: a request that answers later.
const load = `export async function loadCart(): Promise<{ items: string[] }> {
  return { items: [] };
}
`;

/** The promise cases' files, each a name and its code. */
const promiseProbes = {
  'floating.ts': `${load}
export function refreshCart() {
  loadCart();
}
`,
  'misused.tsx': `${load}
export function Refresh() {
  const refresh = async () => {
    await loadCart();
  };
  return (
    <button type="button" onClick={refresh}>
      Refresh
    </button>
  );
}
`,
  'thenable.ts': `export async function count(items: string[]) {
  return await items.length;
}
`,
  'clean.tsx': `${load}
export async function cartLines() {
  const cart = await loadCart();
  return cart.items.length;
}

export const reload = () => loadCart();

export function Refresh() {
  return (
    <button type="button" onClick={() => void cartLines()}>
      Refresh
    </button>
  );
}
`,
};

// The first case builds TypeScript's program: slow on a busy machine.
describe('promises (type-aware rules)', { timeout: 120_000 }, () => {
  // TypeScript reads only files on disk that a tsconfig includes. The cases write theirs to a
  // scratch folder with a tsconfig like the web app's, never into the repository: \`npm test\` lints,
  // formats and type-checks the tree while this runs, and a file appearing and vanishing under it
  // would fail those checks. The folder's node_modules points at the repository's (React's types).
  // The repository's rules get the scratch tsconfig as their program (the repository's lint reads
  // tsconfig.eslint.json, which includes only the repository's folders). Every case's file is
  // written before the first lint: with CI set, typescript-eslint builds a program once and never
  // looks for files added after it (a CI run found none of the three cases after the first).
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lint-promises-'));
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          types: [],
        },
        include: ['*.ts', '*.tsx'],
      }),
    );
    for (const [name, code] of Object.entries(promiseProbes)) writeFileSync(path.join(dir, name), code);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The rule ids the repository's configuration, with type information, reports for a case. */
  async function typedRuleIds(probe) {
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: configFile,
      overrideConfig: [
        { rules: { 'import-x/no-cycle': 'off' } },
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: dir } },
        },
      ],
    });
    const [result] = await eslint.lintFiles([path.join(dir, probe)]);
    return result.messages.map((m) => m.ruleId ?? m.message);
  }

  it('refuses a call whose promise nobody awaits, returns or marks void', async () => {
    expect(await typedRuleIds('floating.ts')).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('refuses an async function where the callback returns nothing (onClick)', async () => {
    expect(await typedRuleIds('misused.tsx')).toEqual(['@typescript-eslint/no-misused-promises']);
  });

  it('refuses awaiting a value that is not a promise', async () => {
    expect(await typedRuleIds('thenable.ts')).toEqual(['@typescript-eslint/await-thenable']);
  });

  it('lets a promise be awaited, returned or marked void', async () => {
    expect(await typedRuleIds('clean.tsx')).toEqual([]);
  });
});

describe('import cycles', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lint-cycles-'));
    mkdirSync(path.join(dir, 'src'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Lints files written to a scratch folder with the repository's configuration. */
  async function lintFiles(files) {
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, 'src', name), code);
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: configFile, overrideConfig: untyped });
    const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, 'src', name)));
    return results.flatMap((r) =>
      r.messages.map((m) => `${path.basename(r.filePath)}: ${m.ruleId ?? m.message}`),
    );
  }

  it('refuses a cycle made of type-only imports', async () => {
    expect(
      await lintFiles({
        'list.ts': "import type { Row } from './row';\nexport interface List {\n  rows: Row[];\n}\n",
        'row.ts': "import type { List } from './list';\nexport interface Row {\n  list: List;\n}\n",
      }),
    ).toEqual(['list.ts: import-x/no-cycle', 'row.ts: import-x/no-cycle']);
  });

  it('lets a type move to a module both import', async () => {
    expect(
      await lintFiles({
        'types.ts': 'export interface Row {\n  id: number;\n}\n',
        'table.ts': "import type { Row } from './types';\nexport const rows: Row[] = [];\n",
        'cell.ts':
          "import type { Row } from './types';\nimport { rows } from './table';\nexport const first: Row | undefined = rows[0];\n",
      }),
    ).toEqual([]);
  });
});
