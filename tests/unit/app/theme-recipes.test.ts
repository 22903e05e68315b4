// The theme registers Chakra recipes one by one (the rest would weigh on every page load), and a
// component whose recipe is missing renders unstyled without any error. So every Chakra component
// the app imports must find its recipe in the system, and so must the ones they draw inside.
import fs from 'node:fs';
import path from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem, darkValues } from '../../../src/app/theme';

const system = appSystem();

const srcDir = path.resolve(__dirname, '../../../src');

/** Components whose recipe is not named after them. */
const recipeKeyOf: Record<string, string> = { IconButton: 'button', CloseButton: 'button', Toaster: 'toast', InputGroup: 'inputAddon', InputAddon: 'inputAddon' };
/** Recipes a component draws inside it (a Button's `loading` spinner). */
const drawnInside: Record<string, string[]> = { button: ['spinner'] };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The names the app imports from '@chakra-ui/react', with a file that imports each. */
function chakraImports(files: string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name)) names.set(name, path.relative(srcDir, file));
      }
    }
  }
  return names;
}

/** The recipe keys a component needs, from the recipes Chakra's default theme ships. */
function recipesNeeded(component: string): string[] {
  const key = recipeKeyOf[component] ?? component[0].toLowerCase() + component.slice(1);
  const shipped = `${key}Recipe` in chakraTheme || `${key}SlotRecipe` in chakraTheme;
  return shipped ? [key, ...(drawnInside[key] ?? [])] : [];
}

const registered = (key: string) => system.isRecipe(key) || system.isSlotRecipe(key);

describe('theme recipes', () => {
  it('has the recipe of every Chakra component the app uses', () => {
    const missing: string[] = [];
    for (const [component, file] of chakraImports(sourceFiles(srcDir))) {
      for (const key of recipesNeeded(component)) if (!registered(key)) missing.push(`${key} (for ${component}, used in ${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('notices a component whose recipe is missing', () => {
    expect(recipesNeeded('Slider')).toEqual(['slider']);
    expect(registered('slider')).toBe(false);
    expect(recipesNeeded('IconButton')).toEqual(['button', 'spinner']);
    expect(recipesNeeded('HStack')).toEqual([]);
  });
});

/** Chakra's palettes: the colour tokens with a `solid` shade. */
const shippedPalettes = Object.keys(chakraTheme.semanticTokens.colors ?? {}).filter((name) => 'solid' in ((chakraTheme.semanticTokens.colors as Record<string, object>)[name] ?? {}));

/** The palettes the app's source names in a string literal, with a file that names each. */
function palettesNamed(files: string[]): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const palette of shippedPalettes) if (new RegExp(`['"\`]${palette}(?:\\.[\\w.]+)?['"\`]`).test(text)) named.set(palette, path.relative(srcDir, file));
  }
  return named;
}

const hasPalette = (palette: string) => system.tokens.getByName(`colors.${palette}.solid`) !== undefined;

describe('theme palettes', () => {
  it('has every palette the app names, and those of the alert statuses', () => {
    // The theme names the palettes it leaves out.
    const appFiles = sourceFiles(srcDir).filter((file) => path.relative(srcDir, file) !== path.join('app', 'theme.ts'));
    const missing = [...palettesNamed(appFiles)].filter(([palette]) => !hasPalette(palette)).map(([p, file]) => `${p} (named in ${file})`);
    const alertPalettes = Object.values(chakraTheme.alertSlotRecipe.variants?.status ?? {}).map((v) => (v as { root: { colorPalette: string } }).root.colorPalette);
    expect(alertPalettes).toContain('blue');
    missing.push(...alertPalettes.filter((p) => !hasPalette(p)).map((p) => `${p} (an alert status)`));
    expect(missing).toEqual([]);
  });

  it('leaves out a palette nothing names', () => {
    expect(shippedPalettes).toEqual(expect.arrayContaining(['teal', 'green', 'blue']));
    expect(hasPalette('teal')).toBe(false);
    expect(hasPalette('green')).toBe(true);
    expect(palettesNamed([path.join(srcDir, 'app/theme.ts')]).has('teal')).toBe(true);
  });
});

describe('theme colour modes', () => {
  it('resolves every semantic token to its dark value, so no light set of variables is built', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    // Chakra's own and the app's semantic tokens keep the value the dark theme gave them.
    expect(system.tokens.getByName('colors.fg.subtle')?.value).toBe('#94949d');
    expect(system.tokens.getByName('colors.bg')?.value).toBe('var(--chakra-colors-night-900)');
    const chakraFgMuted = (chakraTheme.semanticTokens.colors as Record<string, Record<string, { value: { _dark: string } }>>).fg.muted.value._dark;
    expect(system.tokens.getByName('colors.fg.muted')?.originalValue).toBe(chakraFgMuted);
  });

  it('darkValues keeps a token without modes and takes the dark side of one with them', () => {
    expect(darkValues({ a: { value: '#111' }, b: { DEFAULT: { value: { _light: '#fff', _dark: '#000' } }, x: { value: { base: '1px', _dark: '2px' } } } }))
      .toEqual({ a: { value: '#111' }, b: { DEFAULT: { value: '#000' }, x: { value: '2px' } } });
  });
});
