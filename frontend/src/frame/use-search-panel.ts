import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useReaderPath } from '../i18n/links';
import { searchPath } from './search-path';
import { useFocusTrap } from './use-focus-trap';

/**
 * The open panel that holds a search field (the Search overlay, the mobile menu): focus trapped inside,
 * Escape closes it, and submitting closes it and goes to /search?q=….
 */
export function useSearchPanel(onClose: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const readerPath = useReaderPath();
  useFocusTrap(ref, true, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    navigate(readerPath(searchPath(text)));
  };
  return { ref, text, setText, submit };
}
