import { Button, Card, IconButton, Stack } from '@kayoi/ui';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** A row of a list edited inside a form; `key` keeps a row's fields and focus with it as rows move. */
export interface EditedRow {
  key: string;
}

let lastKey = 0;
/** A key for a row made on this page (rows of a record may use their id). */
export const newRowKey = () => {
  lastKey += 1;
  return `new-${lastKey}`;
};

type Action = 'up' | 'down' | 'remove' | 'add';

/**
 * The rows of a list inside a form (a pool's lanes, a grade's test skills): each row's fields with 上へ・下へ・削除,
 * and 追加 at the end — all buttons, so the keyboard does everything the mouse does. After a move the focus
 * stays on the button pressed, now in the row's new place; after a removal it goes to the next row (or 追加),
 * after 追加 to the new row's first field.
 */
export function RowsEditor<Row extends EditedRow>({
  rows,
  onChange,
  rowTitle,
  renderRow,
  newRow,
  max,
  addLabel,
  emptyText,
  canRemove = () => true,
  onMove,
}: {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** The row's heading (第1レーン). */
  rowTitle: (row: Row, index: number) => string;
  renderRow: (row: Row, index: number) => ReactNode;
  newRow: (rows: Row[]) => Row;
  max: number;
  addLabel: string;
  emptyText: string;
  /** Rows that may not go (a lane with classes): their 削除 is off. */
  canRemove?: (row: Row) => boolean;
  /** How a move reorders (lanes keep their numbers in place); by default the rows swap. */
  onMove?: (rows: Row[], from: number, to: number) => Row[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ key: string; action: Action } | null>(null);

  useEffect(() => {
    if (!focus || !container.current) return;
    const row = container.current.querySelector<HTMLElement>(`[data-row-key="${focus.key}"]`);
    const target =
      focus.action === 'add'
        ? row?.querySelector<HTMLElement>('input')
        : focus.action === 'remove'
          ? (row?.querySelector<HTMLElement>('input') ??
            container.current.querySelector<HTMLElement>('[data-rows-add] button'))
          : row?.querySelector<HTMLElement>(`[data-row-action="${focus.action}"] button`);
    (target ?? container.current.querySelector<HTMLElement>('[data-rows-add] button'))?.focus();
    setFocus(null);
  }, [focus]);

  const move = (from: number, to: number, action: Action) => {
    const moved = rows[from];
    if (!moved || to < 0 || to >= rows.length) return;
    if (onMove) onChange(onMove(rows, from, to));
    else {
      const next = [...rows];
      next.splice(from, 1);
      next.splice(to, 0, moved);
      onChange(next);
    }
    // At the edge the pressed button goes away: the focus takes the other direction's.
    const edge = (action === 'up' && to === 0) || (action === 'down' && to === rows.length - 1);
    setFocus({ key: moved.key, action: edge ? (action === 'up' ? 'down' : 'up') : action });
  };

  return (
    <div ref={container}>
      <Stack $gap={3}>
        {rows.length === 0 ? <p>{emptyText}</p> : null}
        {rows.map((row, index) => {
          // Two rows of one title (two lanes numbered 1, until the form says so) stay told apart by place.
          const own = rowTitle(row, index);
          const shared = rows.some((other, i) => i !== index && rowTitle(other, i) === own);
          const title = shared ? `${own}（${index + 1}行目）` : own;
          return (
            // The card is the row's region, named by its title (第3レーン).
            <div key={row.key} data-row-key={row.key}>
              <Card
                padding={4}
                title={title}
                actions={
                  <Stack $direction="row" $gap={1}>
                    {index > 0 ? (
                      <span data-row-action="up">
                        <IconButton
                          size="sm"
                          label={`${title}を上へ移動`}
                          icon={<ArrowUp aria-hidden="true" />}
                          onPress={() => move(index, index - 1, 'up')}
                        />
                      </span>
                    ) : null}
                    {index < rows.length - 1 ? (
                      <span data-row-action="down">
                        <IconButton
                          size="sm"
                          label={`${title}を下へ移動`}
                          icon={<ArrowDown aria-hidden="true" />}
                          onPress={() => move(index, index + 1, 'down')}
                        />
                      </span>
                    ) : null}
                    <IconButton
                      size="sm"
                      label={`${title}を削除`}
                      icon={<Trash2 aria-hidden="true" />}
                      isDisabled={!canRemove(row)}
                      onPress={() => {
                        const next = rows.filter((r) => r.key !== row.key);
                        onChange(next);
                        const after = next[index] ?? next[index - 1];
                        setFocus({ key: after?.key ?? '', action: 'remove' });
                      }}
                    />
                  </Stack>
                }
              >
                {renderRow(row, index)}
              </Card>
            </div>
          );
        })}
        <span data-rows-add>
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden="true" />}
            isDisabled={rows.length >= max}
            onPress={() => {
              const added = newRow(rows);
              onChange([...rows, added]);
              setFocus({ key: added.key, action: 'add' });
            }}
          >
            {addLabel}
          </Button>
        </span>
      </Stack>
    </div>
  );
}
