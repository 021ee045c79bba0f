import { TableNode } from '@lexical/table';
import {
  $getState,
  $setState,
  createState,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  getStaticNodeConfig,
  type HTMLConfig,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';

// What a printed form's table says about its frame that Lexical's table does not model: without these,
// a template's `<table border="1" cellpadding="6" style="width:100%;border-collapse:collapse">` came
// back from an edit as a bare `<table>`.
const ATTRIBUTES = ['border', 'cellpadding', 'cellspacing', 'width'] as const;
const STYLES = ['width', 'border-collapse'] as const;

type Frame = Readonly<Record<string, string>>;

const frameState = createState('pmcTableFrame', {
  parse: (json): Frame =>
    json && typeof json === 'object'
      ? Object.fromEntries(Object.entries(json).filter(([, v]) => typeof v === 'string'))
      : {},
});

function readFrame(table: HTMLElement): Frame {
  const frame: Record<string, string> = {};
  for (const name of ATTRIBUTES) {
    const value = table.getAttribute(name);
    if (value !== null) frame[name] = value;
  }
  for (const name of STYLES) {
    const value = table.style.getPropertyValue(name);
    if (value) frame[`style:${name}`] = value;
  }
  return frame;
}

function writeFrame(table: HTMLElement, frame: Frame): void {
  for (const [key, value] of Object.entries(frame)) {
    if (key.startsWith('style:')) {
      const name = key.slice('style:'.length);
      if (!table.style.getPropertyValue(name)) table.style.setProperty(name, value);
    } else if (!table.hasAttribute(key)) table.setAttribute(key, value);
  }
}

const isTable = (node: Node | null | undefined): node is HTMLTableElement =>
  node != null && node.nodeName === 'TABLE';

// Lexical's own table import, read when first needed: TableNode declares it through `$config`, which
// installs the static `importDOM` only once an editor has registered the node.
const lexicalTable = (element: HTMLElement) => {
  getStaticNodeConfig(TableNode);
  return TableNode.importDOM?.()?.table?.(element) ?? null;
};

/**
 * Lexical's table import and export, keeping the table's frame (border, padding, spacing, width and
 * border-collapse) in the node's state, so a bordered table stays bordered after an edit. Passed as
 * the editor's `html` config.
 */
export const tableHtml: HTMLConfig = {
  import: {
    table: (element: HTMLElement) => {
      const base = lexicalTable(element);
      if (!base) return null;
      return {
        // Above Lexical's own table conversion, which it wraps.
        priority: Math.min(4, (base.priority ?? 0) + 1) as 0 | 1 | 2 | 3 | 4,
        conversion: (dom: HTMLElement): DOMConversionOutput | null => {
          const output = base.conversion(dom);
          const node = output?.node;
          if (node && !Array.isArray(node)) $setState(node as LexicalNode, frameState, readFrame(dom));
          return output;
        },
      };
    },
  } satisfies DOMConversionMap,
  export: new Map([
    [
      TableNode,
      (editor: LexicalEditor, node: LexicalNode): DOMExportOutput => {
        const output = node.exportDOM(editor);
        const frame = $getState(node, frameState);
        if (Object.keys(frame).length === 0) return output;
        const { element } = output;
        const table = isTable(element) ? element : (element as HTMLElement | null)?.querySelector?.('table');
        if (table) writeFrame(table, frame);
        return {
          ...output,
          after: (generated) => {
            const result = output.after ? output.after(generated) : generated;
            if (isTable(result)) writeFrame(result, frame);
            return result;
          },
        };
      },
    ],
  ]),
};
