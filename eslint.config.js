import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

// One zone per web feature: it may import components/, lib/, shared/ and itself, never another
// feature (DESIGN.md rule 11). Listing the folders keeps a new feature inside the rule unasked.
const FEATURES = "./src/web/features";
const features = readdirSync(FEATURES, { withFileTypes: true }).filter((d) => d.isDirectory());
const featureZones = features.map(({ name }) => ({
  target: `${FEATURES}/${name}`,
  from: FEATURES,
  except: [`./${name}`],
  message: "A feature imports components/, lib/ and shared/, never another feature: move what both need there.",
}));
// The shared kit sits below the features: only the app shell (src/web/app) assembles them.
const kitZones = ["./src/web/components", "./src/web/lib", "./src/shared"].map((target) => ({
  target,
  from: [FEATURES, "./src/web/app"],
  message: "components/, lib/ and shared/ are used by features, so they cannot import a feature or the app shell.",
}));
// Due dates are counted on the server: these rules load date-holidays, about 1 MB minified even
// with Brazil's data alone (decision 052). Screens take describeRecorrencia from recorrencia-texto.ts.
const serverOnlyZones = [
  {
    target: "./src/web",
    from: ["./src/shared/rules/dias-uteis.ts", "./src/shared/rules/recorrencia.ts"],
    message: "Business days and due dates load date-holidays (about 1 MB): ask the API for the dates.",
  },
];
// Sign-in sits below the domains: the request context reads auth/, and the domains read the context.
const serverZones = [
  {
    target: "./src/server/auth",
    from: "./src/server/modules",
    message:
      "auth/ sits below the domain modules (they import the request context, which imports auth/): move what it needs under auth/.",
  },
];

// Verbs seen at the start of exported names before the rule; extend it when a new one appears.
const PORTUGUESE_VERBS = [
  ...["abrir", "aceitar", "achar", "adicionar", "agendar", "alterar", "anexar", "apagar", "aplicar"],
  ...["aprovar", "atualizar", "buscar", "calcular", "carregar", "compactar", "conferir", "confirmar"],
  ...["contar", "converter", "convidar", "criar", "definir", "desativar", "disparar", "dividir"],
  ...["editar", "enviar", "excluir", "extrair", "formatar", "gerar", "gravar", "inserir", "ler"],
  ...["limpar", "listar", "marcar", "medir", "montar", "mover", "obter", "purgar", "reabrir"],
  ...["reativar", "recontar", "registrar", "rejeitar", "remover", "renovar", "restaurar", "salvar"],
  ...["travar", "validar", "varrer", "verificar"],
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "data",
      ".e2e-data",
      "node_modules",
      "test-results",
      "playwright-report",
      "src/server/db/migrations",
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ["**/*.{ts,tsx}"],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    // React lives in src/web alone. The hooks rules run the React Compiler's analysis on every
    // function they see: over the server's and the tests' files they were half of lint's time.
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Names: domain nouns stay Portuguese as in the spec, verbs are English (`listLicencas`,
    // `moveToLixeira`, `sweepPendentes`; DESIGN.md). An exported function or constant may not
    // start with a Portuguese verb. Domain folders named by the spec keep their name in route
    // factories (`importarRoutes`, `exportarRoutes`), so those two words are not listed.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "bench/**/*.ts"],
    rules: {
      "@typescript-eslint/naming-convention": [
        "error",
        {
          selector: ["function", "variable"],
          modifiers: ["exported"],
          format: null,
          custom: { regex: `^(${PORTUGUESE_VERBS.join("|")})([A-Z0-9]|$)`, match: false },
        },
      ],
    },
  },
  {
    // Import boundaries of src/: the '@/' alias is read from tsconfig.json, so both spellings count.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // TypeScript files must be listed to be followed at all: without it no zone sees an import.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      // Cycles are import-cycles.test.ts's: it reads type imports too, which no-cycle skips, and
      // costs a fraction of no-cycle's quarter of lint's time.
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...featureZones, ...kitZones, ...serverZones, ...serverOnlyZones] },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "date-holidays", message: "About 1 MB in the bundle (decision 052): ask the API." }] },
      ],
    },
  },
);
