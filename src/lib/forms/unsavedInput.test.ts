// @vitest-environment jsdom
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdsWrittenText, watchUnsavedInput, type UnsavedInputWatch } from './unsavedInput';

// React's act() needs this flag outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What a visitor's typing does to a field: focus, a new value, an input event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let watch: UnsavedInputWatch;

/** A controlled field, as the app's forms write them. */
function ReactField() {
  const [text, setText] = useState('');
  return createElement('input', { id: 'react', value: text, onChange: (event) => setText(event.target.value) });
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <form id="login"><input id="name" /><input id="password" type="password" /></form>
    <form id="settings"><input id="username" value="csm" /></form>
    <textarea id="reply"></textarea>
    <input id="search" type="search" />
    <input id="quantity" type="text" role="spinbutton" value="1" />
    <input id="agree" type="checkbox" />`;
  watch = watchUnsavedInput(document);
});

afterEach(() => {
  watch.stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const field = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;

describe('holdsWrittenText', () => {
  it('counts text fields and textareas, not search fields, spinbuttons, checkboxes or read-only fields', () => {
    expect(holdsWrittenText(field('name'))).toBe(true);
    expect(holdsWrittenText(field('password'))).toBe(true);
    expect(holdsWrittenText(field('reply'))).toBe(true);
    expect(holdsWrittenText(field('search'))).toBe(false);
    expect(holdsWrittenText(field('quantity'))).toBe(false);
    expect(holdsWrittenText(field('agree'))).toBe(false);
    field('name').readOnly = true;
    expect(holdsWrittenText(field('name'))).toBe(false);
    expect(holdsWrittenText(document.body)).toBe(false);
    expect(holdsWrittenText(null)).toBe(false);
  });
});

describe('watchUnsavedInput', () => {
  it('holds nothing on a page nobody typed on, and ignores focus alone', () => {
    expect(watch.holdsUnsavedInput()).toBe(false);
    field('username').focus();
    expect(watch.holdsUnsavedInput()).toBe(false);
  });

  it('holds typed text until the field is back to what it held (cleared)', () => {
    type(field('name'), 'staff');
    expect(watch.holdsUnsavedInput()).toBe(true);
    type(field('name'), '');
    expect(watch.holdsUnsavedInput()).toBe(false);
    // A pre-filled field is clean at its first text, not when empty.
    type(field('username'), 'csm2');
    expect(watch.holdsUnsavedInput()).toBe(true);
    type(field('username'), 'csm');
    expect(watch.holdsUnsavedInput()).toBe(false);
  });

  it('lets go of a form that is sent or reset, and of a field that leaves the page', () => {
    type(field('name'), 'staff');
    type(field('username'), 'other');
    field('login').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // The settings form still holds its text.
    expect(watch.holdsUnsavedInput()).toBe(true);
    field('settings').dispatchEvent(new Event('reset', { bubbles: true }));
    expect(watch.holdsUnsavedInput()).toBe(false);
    type(field<HTMLTextAreaElement>('reply'), 'Thank you for the review');
    expect(watch.holdsUnsavedInput()).toBe(true);
    field('reply').remove();
    expect(watch.holdsUnsavedInput()).toBe(false);
  });

  it('after a form is sent, holds only what is typed again', () => {
    type(field('name'), 'staff');
    field('login').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // The app clears the password after sending: not the visitor's typing.
    field('password').value = '';
    expect(watch.holdsUnsavedInput()).toBe(false);
    field('password').blur();
    type(field('password'), 'secret');
    expect(watch.holdsUnsavedInput()).toBe(true);
  });

  it('does not count search fields, quantities or checkboxes', () => {
    type(field('search'), 'blue');
    type(field('quantity'), '4');
    field('agree').click();
    expect(watch.holdsUnsavedInput()).toBe(false);
  });

  it('counts a field filled without the focus (autofill) from empty', () => {
    const name = field('name');
    name.value = 'staff';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(watch.holdsUnsavedInput()).toBe(true);
  });

  it('tells its subscribers after the event, once per burst, until unsubscribed or stopped', () => {
    const onChange = vi.fn<() => void>();
    const unsubscribe = watch.subscribe(onChange);
    type(field('name'), 's');
    type(field('name'), 'st');
    expect(onChange).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    type(field('name'), 'sta');
    vi.runAllTimers();
    expect(onChange).toHaveBeenCalledTimes(1);
    watch.stop();
    expect(watch.holdsUnsavedInput()).toBe(false);
  });

  it('works with React fields, whose default value React keeps equal to their value', () => {
    vi.useRealTimers();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(createElement(ReactField)));
    const input = field('react');
    input.focus();
    act(() => {
      // React tracks the value it set; the setter of the prototype is what a keystroke goes through.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'typed');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('typed');
    expect(input.defaultValue).toBe('typed');
    expect(watch.holdsUnsavedInput()).toBe(true);
    act(() => root.unmount());
    expect(watch.holdsUnsavedInput()).toBe(false);
  });
});
