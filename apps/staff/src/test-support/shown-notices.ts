/** What the hooks' tests read of the notices shown (Mantine's notifications mocked to push here). */
export interface ShownNotice {
  message: unknown;
  color?: string;
}

/** The plain-text messages of the notices shown (an Undo notice's message is its text's React element). */
export function shownTexts(shown: readonly ShownNotice[]): string[] {
  return shown.map((n) => {
    if (typeof n.message === "string") return n.message;
    const group = n.message as { props: { children: { props: { children: string } }[] } };
    return `${group.props.children[0]?.props.children} [Undo]`;
  });
}

/** The Undo button's action of the index-th notice. */
export function undoOf(shown: readonly ShownNotice[], index: number): () => void {
  const group = shown[index]?.message as { props: { children: { props: { onClick: () => void } }[] } };
  const onClick = group.props.children[1]?.props.onClick;
  if (!onClick) throw new Error("no Undo button");
  return onClick;
}
