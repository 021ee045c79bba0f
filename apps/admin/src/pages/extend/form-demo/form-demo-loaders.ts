import type { TreeNode, UploadFunction, UserPickerQuery } from '@pmc/widgets';
import { api } from '../../../app/api.ts';

/** Users under a tree node, or matching a keyword, a page at a time (the picker asks for more). */
export const loadPickerNodes = async ({ parentId, keyword, offset, limit }: UserPickerQuery) => {
  const answer = await api.user.pickerNodes({ id: parentId }, { keyword, offset, limit });
  return { nodes: answer.list as TreeNode[], total: answer.total };
};

/** Areas under a parent, level by level: the address cascader's loader (root -1). */
export const loadAreas = async (parentId: string): Promise<TreeNode[]> =>
  (await api.area.selector({ id: '0', parentId })).list as TreeNode[];

/** Uploads through the server's upload endpoint, reporting progress to the widget. */
export const uploadAs =
  (type: 'annex' | 'annexpic'): UploadFunction =>
  (file, { onProgress, signal }) =>
    api.file.upload({ type }, { file }, { signal, onProgress: (progress) => onProgress(progress.percent) });
