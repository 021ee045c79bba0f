/** How a column is laid out: its width, alignment, whether text is cut, and whether it sticks. */
export interface ColumnLayout {
  width: number | undefined;
  align: 'left' | 'center' | 'right' | undefined;
  ellipsis: boolean;
  fixed: 'left' | 'right' | undefined;
}
