import { $generateNodesFromDOM } from '@lexical/html';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { $getRoot, $insertNodes, createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { tableHtml } from './rich-text-table-html.ts';

function load(html: string): LexicalEditor {
  const editor = createEditor({
    nodes: [TableNode, TableRowNode, TableCellNode],
    html: tableHtml,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(
    () => {
      const nodes = $generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html'));
      $getRoot().select();
      $insertNodes(nodes);
    },
    { discrete: true },
  );
  return editor;
}

/** The table's export as the HTML generator runs it: the exporter, then its `after` on the element. */
function exportTable(editor: LexicalEditor): HTMLElement | null {
  return editor.getEditorState().read(() => {
    const table = $getRoot()
      .getChildren()
      .find((node) => node.getType() === 'table');
    if (!table) return null;
    const output = tableHtml.export?.get(TableNode)?.(editor, table);
    const element = output?.element as HTMLElement | null;
    const after = output?.after?.(element as never);
    return (after as HTMLElement | null | undefined) ?? element ?? null;
  });
}

const BORDERED =
  '<table border="1" cellpadding="6" style="width:100%;border-collapse:collapse"><tbody><tr><td>a</td></tr></tbody></table>';

describe('RichText tables', () => {
  it('keeps a loaded table’s frame with the table node', () => {
    const editor = load(BORDERED);
    const json = editor.getEditorState().toJSON().root.children[0] as { $?: Record<string, unknown> };
    expect(json.$?.pmcTableFrame).toEqual({
      border: '1',
      cellpadding: '6',
      'style:width': '100%',
      'style:border-collapse': 'collapse',
    });
  });

  it('writes the frame back onto the exported table', () => {
    const table = exportTable(load(BORDERED));
    const element = table?.nodeName === 'TABLE' ? table : table?.querySelector('table');
    expect(element?.getAttribute('border')).toBe('1');
    expect(element?.getAttribute('cellpadding')).toBe('6');
    expect(element?.style.getPropertyValue('border-collapse')).toBe('collapse');
  });

  it('adds nothing to a table that had no frame', () => {
    const editor = load('<table><tbody><tr><td>a</td></tr></tbody></table>');
    const json = editor.getEditorState().toJSON().root.children[0] as { $?: Record<string, unknown> };
    expect(json.$?.pmcTableFrame ?? {}).toEqual({});
    const table = exportTable(editor);
    const element = table?.nodeName === 'TABLE' ? table : table?.querySelector('table');
    expect(element?.hasAttribute('border')).toBe(false);
  });
});
