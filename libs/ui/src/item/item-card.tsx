import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from '../class-names';
import { ItemIcon, qualityColour } from './item-icon';

export interface ItemCardProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  name: string;
  icon: string | null | undefined;
  quality: string | null | undefined;
  /** A second line under the name (level, slot …). */
  meta?: ReactNode;
  /** Right-hand or bottom detail, e.g. a <DropChance>. */
  children?: ReactNode;
  /** The button (drag and drop libraries attach to it). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An item as a card of the item grids (loot drops, builder list): the icon in its quality frame and the name
 * in the quality colour, on the kit's dark item surface in both themes (the game's colours need it). A button,
 * so it is focusable and its tooltip opens from the keyboard.
 */
export function ItemCard({ name, icon, quality, meta, children, className, type = 'button', ref, ...rest }: ItemCardProps) {
  return (
    <button ref={ref} type={type} className={classNames('eoa-item-card', className)} {...rest}>
      <ItemIcon icon={icon} quality={quality} size={40} />
      <span className="eoa-item-card__text">
        <span className="eoa-item-card__name" style={{ color: qualityColour(quality) }}>
          {name}
        </span>
        {meta ? <span className="eoa-item-card__meta">{meta}</span> : null}
      </span>
      {children ? <span className="eoa-item-card__extra">{children}</span> : null}
    </button>
  );
}
