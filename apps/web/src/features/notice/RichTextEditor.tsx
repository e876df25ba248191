import {
  BoldOutlined,
  ClearOutlined,
  DisconnectOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeWarning } from '../../request/notify.js';
import { uploadFiles } from '../../request/transfer.js';
import { prepareBody, serializeEditorHtml } from './body-html.js';
import { useFillPictures } from './use-fill-pictures.js';

function ToolButton({ name, icon, disabled, onClick }: { name: string; icon: ReactNode; disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const label = t(`notice.${name}` as never);
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={icon}
        disabled={disabled}
        aria-label={label}
        data-testid={`editor-${name}`}
        // Keeps the selection in the editing area.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

const EXTERNAL_LINK = /^https?:\/\/[^\s]+$/i;

/**
 * The notice body editor: an editable area with a toolbar (bold, italic, underline, heading, lists, links,
 * pictures uploaded through /api/fdfs, clear formatting). Its value is HTML; the server sanitises it before
 * storing it, and pictures travel as their download URL (shown here from object URLs read with the token).
 */
export function RichTextEditor({ value, onChange, disabled, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const [pictures, setPictures] = useState<string[]>([]);
  const [linking, setLinking] = useState<{ range: Range | null; href: string } | null>(null);
  useFillPictures(area, pictures, pictures.join('\n'));

  // A value from outside (a loaded notice, a reset) replaces the content; the editor's own edits do not.
  useEffect(() => {
    if (!area.current || (value ?? '') === lastEmitted.current) return;
    const prepared = prepareBody(value ?? '');
    area.current.innerHTML = prepared.html;
    lastEmitted.current = value ?? '';
    setPictures(prepared.pictures);
  }, [value]);

  const emit = () => {
    if (!area.current) return;
    const html = area.current.textContent?.trim() || area.current.querySelector('img') ? serializeEditorHtml(area.current) : '';
    lastEmitted.current = html;
    setPictures([...area.current.querySelectorAll('img[data-file-path]')].map((img) => img.getAttribute('data-file-path')!));
    onChange?.(html);
  };

  const command = (name: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(name, false, argument);
    emit();
  };

  const savedRange = (): Range | null => {
    const selection = window.getSelection();
    if (!selection?.rangeCount || !area.current?.contains(selection.anchorNode)) return null;
    return selection.getRangeAt(0).cloneRange();
  };

  const restore = (range: Range | null) => {
    area.current?.focus();
    if (!range) return;
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  };

  const insertLink = () => {
    if (!linking) return;
    const href = linking.href.trim();
    if (!EXTERNAL_LINK.test(href)) {
      noticeWarning(t('notice.linkInvalid'));
      return;
    }
    restore(linking.range);
    if (linking.range && !linking.range.collapsed) document.execCommand('createLink', false, href);
    else {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = href;
      document.execCommand('insertHTML', false, link.outerHTML);
    }
    setLinking(null);
    emit();
  };

  const insertPicture = async (picked: File | undefined) => {
    if (!picked) return;
    const range = savedRange();
    const [path] = await uploadFiles([picked]);
    if (!path) return;
    restore(range);
    const img = document.createElement('img');
    img.setAttribute('data-file-path', path);
    img.alt = picked.name;
    document.execCommand('insertHTML', false, img.outerHTML);
    emit();
  };

  return (
    <div className={`notice-editor${disabled ? ' notice-editor--disabled' : ''}`}>
      <Space size={2} wrap className="notice-editor__toolbar">
        <ToolButton name="bold" icon={<BoldOutlined />} disabled={disabled} onClick={() => command('bold')} />
        <ToolButton name="italic" icon={<ItalicOutlined />} disabled={disabled} onClick={() => command('italic')} />
        <ToolButton name="underline" icon={<UnderlineOutlined />} disabled={disabled} onClick={() => command('underline')} />
        <ToolButton name="heading" icon={<FontSizeOutlined />} disabled={disabled} onClick={() => command('formatBlock', 'h3')} />
        <ToolButton name="bulletList" icon={<UnorderedListOutlined />} disabled={disabled} onClick={() => command('insertUnorderedList')} />
        <ToolButton name="numberList" icon={<OrderedListOutlined />} disabled={disabled} onClick={() => command('insertOrderedList')} />
        <ToolButton
          name="link"
          icon={<LinkOutlined />}
          disabled={disabled}
          onClick={() => setLinking({ range: savedRange(), href: 'https://' })}
        />
        <ToolButton name="unlink" icon={<DisconnectOutlined />} disabled={disabled} onClick={() => command('unlink')} />
        <ToolButton name="image" icon={<PictureOutlined />} disabled={disabled} onClick={() => file.current?.click()} />
        <ToolButton name="clear" icon={<ClearOutlined />} disabled={disabled} onClick={() => command('removeFormat')} />
      </Space>
      <div
        ref={area}
        className="notice-editor__area"
        contentEditable={!disabled}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t('notice.editorLabel')}
        data-testid={rest['data-testid'] ?? 'notice-editor'}
        onInput={emit}
        onBlur={emit}
      />
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        // Not the `hidden` attribute: a stylesheet's display rule for inputs overrides it, and the bare browser
        // control showed under the editor.
        style={{ display: 'none' }}
        data-testid="editor-image-file"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          void insertPicture(picked).catch(() => undefined);
        }}
      />
      <Modal
        open={linking !== null}
        title={t('notice.link')}
        onOk={insertLink}
        onCancel={() => setLinking(null)}
        okButtonProps={{ 'data-testid': 'editor-link-ok' } as never}
        destroyOnHidden
      >
        <Input
          autoFocus
          placeholder={t('notice.linkPrompt')}
          value={linking?.href ?? ''}
          onChange={(e) => setLinking((current) => (current ? { ...current, href: e.target.value } : current))}
          onPressEnter={insertLink}
          data-testid="editor-link-href"
        />
      </Modal>
    </div>
  );
}
