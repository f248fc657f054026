// ESLint 9 flat config: typescript-eslint's recommended rules (syntax only, no type information, so `npm run lint`
// stays fast) plus the React hooks rules as errors. `npm run lint` allows zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'out/', 'coverage/', 'node_modules/', '.vite/', 'test/e2e/screenshots/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a deliberately unused binding (as tsc's noUnusedParameters allows), e.g. a field dropped by a rest copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `a ?? b()` and `c ? x++ : y++` as statements are this codebase's terse style for small side effects.
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // Off: the host and its log reader match control characters on purpose, to refuse or escape them in untrusted text.
      'no-control-regex': 'off',
    },
  },
  {
    // Only the renderer (and its tests) is React: elsewhere `use…` is game vocabulary (a tile, a thief), not a hook.
    files: ['renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useDisposable (scenes/niagara/Board.tsx) takes a dependency list like useMemo: check it at every call.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useDisposable$' }],
    },
  },
);
