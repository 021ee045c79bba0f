// Sample data and loaders the stories share: a small organisation, staff, a dictionary, areas, and
// loaders that answer after a pause, never answer (loading) or fail (error).
import type { TreeNode, UploadFunction } from '@pmc/widgets';

export const organisation: TreeNode[] = [
  {
    id: 'c1',
    fullName: '党员关怀中心',
    type: 'company',
    children: [
      {
        id: 'd1',
        fullName: '财务部',
        type: 'department',
        parentId: 'c1',
        children: [
          { id: 'u1', fullName: '张三', type: 'user', parentId: 'd1', isLeaf: true },
          { id: 'u2', fullName: '李四', type: 'user', parentId: 'd1', isLeaf: true },
        ],
      },
      {
        id: 'd2',
        fullName: '组织部',
        type: 'department',
        parentId: 'c1',
        children: [{ id: 'u3', fullName: '王五', type: 'user', parentId: 'd2', isLeaf: true }],
      },
      { id: 'd3', fullName: '宣传部', type: 'department', parentId: 'c1', isLeaf: true },
    ],
  },
];

const byParent = new Map<string, TreeNode[]>();
(function index(nodes: TreeNode[], parentId: string) {
  byParent.set(
    parentId,
    nodes.map(({ children, ...node }) => ({ ...node, hasChildren: Boolean(children?.length) })),
  );
  for (const node of nodes) if (node.children) index(node.children, node.id);
})(organisation, '0');

/** The children of one node, after a short pause, as a lazy tree loads them. */
export async function childrenOf(parentId: string): Promise<TreeNode[]> {
  await pause(150);
  return byParent.get(parentId) ?? [];
}

export const staff: TreeNode[] = [...byParent.values()].flat().filter((n) => n.type === 'user');

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Never settles: the component stays in its loading state. */
export const never = <T>(): Promise<T> => new Promise<T>(() => {});
/** Fails after a pause: the component shows its error state. */
export async function failing(): Promise<never> {
  await pause(100);
  throw new Error('网络错误，请稍后重试');
}

export interface Member {
  id: string;
  account: string;
  realName: string;
  mobile: string;
  enabledMark: 0 | 1;
  department: string;
}

export const members: Member[] = Array.from({ length: 45 }, (_, i) => ({
  id: String(i + 1),
  account: `user${i + 1}`,
  realName: `成员${i + 1}`,
  mobile: `1380000${String(i + 1).padStart(4, '0')}`,
  enabledMark: i % 4 === 0 ? 0 : 1,
  department: ['财务部', '组织部', '宣传部'][i % 3] ?? '',
}));

export const areas: Record<string, TreeNode[]> = {
  '-1': [
    { id: '11', fullName: '北京市', hasChildren: true },
    { id: '44', fullName: '广东省', hasChildren: true },
  ],
  '11': [{ id: '1101', fullName: '市辖区', hasChildren: true }],
  '1101': [
    { id: '110101', fullName: '东城区', isLeaf: true },
    { id: '110102', fullName: '西城区', isLeaf: true },
  ],
  '44': [{ id: '4401', fullName: '广州市', hasChildren: true }],
  '4401': [{ id: '440106', fullName: '天河区', isLeaf: true }],
};

/** Pretends to send the file in five steps. */
export const upload: UploadFunction = async (file, { onProgress }) => {
  for (const percent of [20, 40, 60, 80, 100]) {
    await pause(100);
    onProgress(percent);
  }
  return { name: file.name, fileId: file.name, url: `#${encodeURIComponent(file.name)}` };
};
