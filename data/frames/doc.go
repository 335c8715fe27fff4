// Package frames holds what every family's frames share: CSV in and out
// (WriteCSV, ReadCSV), an HTML table for notebooks and reports (HTML,
// HTMLMaxRows), and a frame of string columns in a given order (Strings).
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package frames
