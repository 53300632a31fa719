// Passwords of at least 12 characters that appear near the top of public breach lists and of
// their Spanish-language variants; shorter ones are refused by length already. Compared
// lower-cased, so "Password1234" is refused with "password1234".
export const commonPasswords: ReadonlySet<string> = new Set([
  "123456789012", "1234567890123", "12345678901234", "123456789123", "123456123456",
  "111111111111", "000000000000", "121212121212", "123123123123", "098765432109", "987654321098",
  "qwertyuiop12", "qwertyuiop123", "qwertyuiopasd", "qwertyuiopasdf", "qwerty123456", "qwerty1234567",
  "asdfghjkl123", "asdfghjkl1234", "zxcvbnm12345", "1q2w3e4r5t6y", "1qaz2wsx3edc", "1qaz2wsx3edc4rfv",
  "q1w2e3r4t5y6", "a1b2c3d4e5f6", "abc123abc123", "abcdefghijkl", "abcdefghijklm", "abcd1234abcd",
  "aaaaaaaaaaaa", "password1234", "password12345", "password123456", "passwordpassword", "password!123",
  "p@ssw0rd1234", "p@ssword1234", "passw0rd1234", "mypassword123", "iloveyou1234", "iloveyou12345",
  "welcome12345", "welcome123456", "letmein12345", "letmein123456", "administrator", "administrator1",
  "administrador", "administrador1", "administrador123", "admin1234567", "admin12345678", "adminadmin12",
  "superman1234", "batman123456", "football1234", "baseball1234", "princess1234", "sunshine1234",
  "starwars1234", "whatever1234", "trustno11234", "dragon123456", "monkey123456", "master123456",
  "shadow123456", "michael12345", "jennifer1234", "computer1234", "internet1234", "changeme1234",
  "contrasena12", "contrasena123", "contrasena1234", "contraseña12", "contraseña123", "contraseña1234",
  "micontrasena1", "micontraseña1", "mipassword123", "teamo1234567", "teamo12345678", "tequiero1234",
  "mexico123456", "mexico1234567", "mexico2024mx", "mexico2025mx", "mexico2026mx", "guadalajara1",
  "monterrey123", "chivas123456", "americacampeon", "america12345", "cruzazul1234", "pumasunam123",
  "futbol123456", "estrella1234", "mariposa1234", "corazon12345", "hola12345678", "holamundo123",
  "bienvenido123", "bienvenido1234", "usuario12345", "usuario123456", "capitalhumano", "capitalhumano1",
  "recursoshumanos", "recursoshumanos1", "nomina123456", "empresa12345", "qazwsxedcrfv", "zaq12wsxcde3",
])
